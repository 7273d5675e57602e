import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { orderStore } from '../wiring/order-store';
import { shopUrl } from '../wiring/shop';
import { stepHandler } from './step-handler';
import { sendTopUpEmail } from './top-up-steps';

export const handler = stepHandler('send-top-up-email', sendTopUpEmail, () => ({
  orders: orderStore(),
  brands: brandStore(),
  mailer: mailer(),
  shopUrl: shopUrl(),
}));
