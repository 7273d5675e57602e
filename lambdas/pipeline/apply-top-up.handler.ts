import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { stepHandler } from './step-handler';
import { applyTopUp } from './top-up-steps';

export const handler = stepHandler('apply-top-up', applyTopUp, () => ({
  orders: orderStore(),
  provider: esimProvider(),
}));
