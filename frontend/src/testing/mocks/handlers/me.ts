import type { MeResponse, MyEsimsResponse } from '@shared/api/accounts.schema';
import { ERROR_CODES } from '@shared/api/common.schema';
import { MESSAGES } from '@shared/validation/messages';
import { apiError, fakeRoute } from '../contract';
import { db, userOfToken, type FakeUser } from '../db';

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

/** An eSIM the provider could not report: there, with nulls. */
function unavailable(iccid: string): MyEsimsResponse['esims'][number] {
  return {
    iccid,
    statusAvailable: false,
    bundleState: 'Inactive',
    usageStatus: 'Not Activated',
    bundleId: null,
    bundleExpiry: null,
    remainingMb: null,
    totalMb: null,
    percentUsed: 0,
    topUps: [],
    activationCode: null,
    qrCodeDataUrl: null,
  };
}

/** GET and PATCH /api/me, the signed-in user's eSIMs and orders, and their business. */
export const meHandlers = [
  fakeRoute('get-me', ({ token }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    return { json: sessionUser(user) };
  }),
  fakeRoute('update-me', ({ token, body }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    user.fullName = body.fullName;
    return { json: sessionUser(user) };
  }),
  fakeRoute('list-my-esims', ({ token }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    const esims = user.iccids.map((iccid) => {
      const known = db.esims.get(iccid);
      return known ? { ...known, statusAvailable: true } : unavailable(iccid);
    });
    return { json: { esims, unclaimed: user.unclaimedIccids?.length ?? 0 } };
  }),
  fakeRoute('claim-my-esims', ({ token, body }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    if (body.proof === '' || db.proofs.get(body.proof) !== user.email) {
      return apiError(403, ERROR_CODES.forbidden, MESSAGES.emailCode.proofRequired);
    }
    db.proofs.delete(body.proof);
    const claimed = (user.unclaimedIccids ?? []).filter((iccid) => !user.iccids.includes(iccid));
    user.iccids.push(...claimed);
    user.unclaimedIccids = [];
    return { json: { claimed } };
  }),
  fakeRoute('list-my-orders', ({ token }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    const orders = db.orders
      .filter((order) => order.email === user.email)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(({ email: _email, ...order }) => order);
    return { json: { orders } };
  }),
  fakeRoute('get-business', ({ token }) => {
    const user = userOfToken(token);
    if (!user) return unknownToken();
    if (!user.accountType.startsWith('business-')) return apiError(403, ERROR_CODES.forbidden, 'Forbidden');
    const businessId = user.businessId ?? user.id;
    const business = db.businesses.get(businessId);
    if (!business) return apiError(404, ERROR_CODES.notFound, 'Not found');
    const users = [...db.users.values()]
      .filter((member) => member.id === businessId || member.businessId === businessId)
      .map((member) => ({
        email: member.email,
        fullName: member.fullName,
        accountType: member.accountType,
        createdAt: member.createdAt,
      }));
    return { json: { business, users } };
  }),
];
