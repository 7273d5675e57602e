import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { orderStore } from '../wiring/order-store';
import { shopUrl } from '../wiring/shop';
import { sendEsimEmail } from './pipeline-steps';
import { stepHandler } from './step-handler';

export const handler = stepHandler('send-email', sendEsimEmail, () => ({
  orders: orderStore(),
  brands: brandStore(),
  mailer: mailer(),
  shopUrl: shopUrl(),
}));
