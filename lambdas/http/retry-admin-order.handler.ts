import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { resource } from '../config/environment';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { recoverySettings } from '../use-cases/recovery-settings';
import { retryAdminOrder } from '../use-cases/retry-admin-order';
import { auditLog } from '../wiring/audit-log';
import { orderStore } from '../wiring/order-store';
import { workflow } from '../wiring/workflow';

/** The Orders tab's Retry: the success page's Retry Flow (the same execution check), for an admin. */
export const handler = httpHandler(
  ADMIN_ROUTES,
  'retry-admin-order',
  ({ params, auth }) =>
    retryAdminOrder(
      {
        orders: orderStore(),
        workflow: workflow(),
        settings: recoverySettings(resource('orderRecovery').stallMinutes),
        now: () => new Date(),
        audit: auditLog(),
      },
      auth,
      params.reference,
    ),
  { verifyToken },
);
