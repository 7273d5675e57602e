import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { publicApiUrl } from '../wiring/shop';
import { requestIccidAllocation } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('request-iccid-allocation', requestIccidAllocation, () => ({
  orders: orderStore(),
  provider: esimProvider(),
  publicApiUrl: publicApiUrl(),
}));
