import { DynamoAuditLog } from '../adapters/dynamo-audit-log';
import type { AuditLog } from '../ports/audit-log';
import { tableAdapter } from './aws-clients';

/** The audit log of admins' and staff's actions (the auditLog table; recorders hold `append` only). */
export const auditLog = tableAdapter('auditLog', (doc, table): AuditLog => new DynamoAuditLog(doc, table));
