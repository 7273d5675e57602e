import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { pollForIccid } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('poll-for-iccid', pollForIccid, () => ({
  orders: orderStore(),
  provider: esimProvider(),
}));
