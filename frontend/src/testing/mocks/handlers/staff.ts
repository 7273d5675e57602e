import { ERROR_CODES } from '@shared/api/common.schema';
import { matchProviderEndpoint } from '@shared/api/provider-endpoints';
import { apiError, fakeRoute } from '../contract';
import { db, userOfToken } from '../db';

const notAdmin = (token: string | null) => userOfToken(token)?.accountType !== 'own-admin';
const forbidden = () => apiError(403, ERROR_CODES.forbidden, 'You do not have access to this page.');

/** The staff tools' routes (own-admins only) and the enterprise page's public lead form. */
export const staffHandlers = [
  fakeRoute('provider-proxy', ({ body, token }) => {
    if (notAdmin(token)) return forbidden();
    if (!matchProviderEndpoint(body.method, body.path)) {
      return apiError(400, ERROR_CODES.validation, 'This endpoint is not on the API console list');
    }
    db.providerCalls.push({ method: body.method, path: body.path, ...(body.body && { body: body.body }) });
    return {
      json: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { path: body.path, ok: true },
        durationMs: 42,
      },
    };
  }),
  fakeRoute('send-test-email', ({ body, token }) => {
    if (notAdmin(token)) return forbidden();
    db.sentMail.push({ to: body.to, subject: body.subject });
    return { json: { success: true } };
  }),
  fakeRoute('send-iccid-reminder-test', ({ body, token }) => {
    if (notAdmin(token)) return forbidden();
    const iccids = db.users.get(body.email.toLowerCase())?.iccids ?? [];
    if (iccids.length === 0) {
      return { json: { success: false, message: 'No eSIM found for this email address', iccid_count: 0 } };
    }
    db.sentMail.push({ to: body.email, subject: body.subject });
    return {
      json: {
        success: true,
        message: `ICCID reminder sent with ${iccids.length} ${iccids.length === 1 ? 'ICCID' : 'ICCIDs'}`,
        iccid_count: iccids.length,
      },
    };
  }),
  fakeRoute('create-enterprise-lead', ({ body }) => {
    db.leads.push(body);
    return { json: { id: `lead-${db.leads.length}` } };
  }),
];
