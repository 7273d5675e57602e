import { orderStore } from '../wiring/order-store';
import { completeOrder } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('order-completed', completeOrder, () => ({ orders: orderStore() }));
