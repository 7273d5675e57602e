import { orderStore } from '../wiring/order-store';
import { loadOrderStep } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('load-order', loadOrderStep, () => ({ orders: orderStore() }));
