import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { sendTestEmail } from '../use-cases/send-test-email';
import { auditLog } from '../wiring/audit-log';
import { mailer } from '../wiring/mailer';
import { rateLimiter } from '../wiring/rate-limiter';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'send-test-email',
  ({ body, auth }) =>
    sendTestEmail({ mailer: mailer(), limiter: rateLimiter(), audit: auditLog() }, auth, body),
  { verifyToken },
);
