import { httpHandler } from '../lib/http';
import { resendOrderEmail } from '../use-cases/resend-order-email';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { orderStore } from '../wiring/order-store';
import { shopUrl } from '../wiring/shop';

export const handler = httpHandler('resend-order-email', ({ params }) =>
  resendOrderEmail(
    { orders: orderStore(), brands: brandStore(), mailer: mailer(), shopUrl: shopUrl() },
    params.reference,
  ),
);
