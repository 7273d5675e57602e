import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { retrieveEsimToken } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('retrieve-esim-token', retrieveEsimToken, () => ({
  orders: orderStore(),
  tokens: esimProvider(),
}));
