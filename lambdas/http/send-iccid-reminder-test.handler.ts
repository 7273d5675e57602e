import { ADMIN_ROUTES } from '../../shared/api/admin.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { sendIccidReminderTest } from '../use-cases/send-iccid-reminder-test';
import { auditLog } from '../wiring/audit-log';
import { mailer } from '../wiring/mailer';
import { rateLimiter } from '../wiring/rate-limiter';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler(
  ADMIN_ROUTES,
  'send-iccid-reminder-test',
  ({ body, auth }) =>
    sendIccidReminderTest(
      { users: userStore(), mailer: mailer(), limiter: rateLimiter(), audit: auditLog() },
      auth,
      body,
    ),
  { verifyToken },
);
