import { ERROR_CODES } from '@shared/api/common.schema';
import type { MeResponse } from '@shared/api/accounts.schema';
import { apiError, fakeRoute } from '../contract';
import { userOfToken, type FakeUser } from '../db';

/** The session user object the server makes of a users row (SPEC section 3). */
export function sessionUser(user: FakeUser): MeResponse {
  return {
    id: user.id,
    email: user.email,
    type: user.accountType,
    name: user.fullName,
    businessId: user.accountType.startsWith('business-') ? user.id : null,
    isActivated: user.accountType.includes('admin'),
    iccid: user.iccids.join(','),
  };
}

const unknownToken = () => apiError(401, ERROR_CODES.unauthorized, 'Unauthorized');

/** GET /api/me and the signed-in user's own resources. */
export const meHandlers = [
  fakeRoute('get-me', ({ token }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    return { json: sessionUser(user) };
  }),
];
