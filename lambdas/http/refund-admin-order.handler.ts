import { REFUND_ROUTES } from '../../shared/api/refunds.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { refundOrder } from '../use-cases/refund-order';
import { auditLog } from '../wiring/audit-log';
import { brandStore } from '../wiring/brand-store';
import { esimProvider } from '../wiring/esim-provider';
import { mailer } from '../wiring/mailer';
import { orderStore } from '../wiring/order-store';
import { payments } from '../wiring/payments';
import { salesLedger } from '../wiring/sales-ledger';
import { now, shopUrl } from '../wiring/shop';

/** The Orders tab's Refund (and a failed order's one-click Refund in full): the signed-in admin refunds. */
export const handler = httpHandler(
  REFUND_ROUTES,
  'refund-admin-order',
  ({ params, body, auth }) =>
    refundOrder(
      {
        orders: orderStore(),
        payments,
        provider: esimProvider(),
        mailer: mailer(),
        brands: brandStore(),
        shopUrl: shopUrl(),
        audit: auditLog(),
        sales: salesLedger(),
        now,
      },
      {
        reference: params.reference,
        reason: body.reason,
        actor: { id: auth.sub, email: auth.email },
        ...(body.amountCents !== undefined && { amountCents: body.amountCents }),
      },
    ),
  { verifyToken },
);
