import { orderStore } from '../wiring/order-store';
import { salesLedger } from '../wiring/sales-ledger';
import { completeOrder } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('order-completed', completeOrder, () => ({
  orders: orderStore(),
  sales: salesLedger(),
  now: () => new Date(),
}));
