import { orderStore } from '../wiring/order-store';
import { salesLedger } from '../wiring/sales-ledger';
import { recordFailure } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('record-failure', recordFailure, () => ({
  orders: orderStore(),
  sales: salesLedger(),
  now: () => new Date(),
}));
