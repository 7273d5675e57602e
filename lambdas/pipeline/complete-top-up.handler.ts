import { orderStore } from '../wiring/order-store';
import { salesLedger } from '../wiring/sales-ledger';
import { stepHandler } from './step-handler';
import { completeTopUp } from './top-up-steps';

export const handler = stepHandler('complete-top-up', completeTopUp, () => ({
  orders: orderStore(),
  sales: salesLedger(),
  now: () => new Date(),
}));
