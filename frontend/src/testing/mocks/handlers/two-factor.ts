import { ERROR_CODES } from '@shared/api/common.schema';
import { TWO_FACTOR_MESSAGES } from '@shared/api/two-factor.schema';
import { apiError, fakeRoute } from '../contract';
import { db, userOfToken } from '../db';

/** Two-factor sign-in: the caller's status, and an admin's reset of another admin's authenticator. */
export const twoFactorHandlers = [
  fakeRoute('get-two-factor-status', ({ token }) => {
    const user = userOfToken(token);
    if (!user) return apiError(401, ERROR_CODES.unauthorized, 'Please sign in to continue.');
    return {
      json: {
        enabled: user.totp === true,
        required: db.adminTotpRequired && user.accountType === 'own-admin',
      },
    };
  }),
  fakeRoute('reset-admin-two-factor', ({ body, token }) => {
    const caller = userOfToken(token);
    if (caller?.accountType !== 'own-admin') return apiError(403, ERROR_CODES.forbidden, 'Forbidden');
    if (body.email === caller.email)
      return apiError(403, ERROR_CODES.forbidden, TWO_FACTOR_MESSAGES.notForYourself);
    const admin = db.users.get(body.email);
    if (admin?.accountType !== 'own-admin')
      return apiError(404, ERROR_CODES.notFound, TWO_FACTOR_MESSAGES.notAnAdmin);
    if (!admin.totp) return apiError(409, ERROR_CODES.conflict, TWO_FACTOR_MESSAGES.noFactor);
    admin.totp = false;
    db.totpResets.push({ by: caller.email, email: admin.email });
    return { json: { email: admin.email, enabled: false } };
  }),
];
