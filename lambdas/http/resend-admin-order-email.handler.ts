import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { resendAdminOrderEmail } from '../use-cases/resend-admin-order-email';
import { auditLog } from '../wiring/audit-log';
import { brandStore } from '../wiring/brand-store';
import { mailer } from '../wiring/mailer';
import { orderStore } from '../wiring/order-store';
import { shopUrl } from '../wiring/shop';

/** The Orders tab's Resend Email: the eSIM e-mail again, to the order's own address only. */
export const handler = httpHandler(
  ADMIN_ROUTES,
  'resend-admin-order-email',
  ({ params, auth }) =>
    resendAdminOrderEmail(
      { orders: orderStore(), brands: brandStore(), mailer: mailer(), shopUrl: shopUrl(), audit: auditLog() },
      auth,
      params.reference,
    ),
  { verifyToken },
);
