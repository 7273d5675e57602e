import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { generateQrCode } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('generate-qr-code', generateQrCode, () => ({
  orders: orderStore(),
  provider: esimProvider(),
}));
