import { ORDER_ROUTES } from '../../shared/api/orders.routes';
import { httpHandler } from '../lib/http';
import { resendOrderEmail } from '../use-cases/resend-order-email';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { orderStore } from '../wiring/order-store';
import { rateLimits } from '../wiring/rate-counter';
import { shopUrl } from '../wiring/shop';

export const handler = httpHandler(
  ORDER_ROUTES,
  'resend-order-email',
  ({ params }) =>
    resendOrderEmail(
      { orders: orderStore(), brands: brandStore(), mailer: mailer(), shopUrl: shopUrl() },
      params.reference,
    ),
  { rateLimits },
);
