import { AUDIT_ROUTES } from '../../shared/api/audit.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listActivity } from '../use-cases/list-activity';
import { auditLog } from '../wiring/audit-log';

export const handler = httpHandler(
  AUDIT_ROUTES,
  'list-activity',
  ({ query }) => listActivity({ audit: auditLog() }, query),
  { verifyToken },
);
