import { ERROR_CODES } from '@shared/api/common.schema';
import { MESSAGES } from '@shared/validation/messages';
import { apiError, fakeRoute } from '../contract';
import { addUser, db } from '../db';

const PROOF_LIFETIME_MS = 15 * 60 * 1000;
let serial = 0;

const proofRequired = () => apiError(403, ERROR_CODES.forbidden, MESSAGES.emailCode.proofRequired);
const proves = (proof: string, email: string) => proof !== '' && db.proofs.get(proof) === email;

/** The account behind a proven e-mail that holds the ICCID, or the contract's refusal. */
function verifiedOwner(body: { email: string; iccid: string; proof: string }) {
  if (!proves(body.proof, body.email)) return { refusal: proofRequired() };
  const user = db.users.get(body.email);
  if (!user) return { refusal: apiError(404, ERROR_CODES.notFound, MESSAGES.account.userNotFound) };
  if (!user.iccids.includes(body.iccid)) {
    return { refusal: apiError(403, ERROR_CODES.forbidden, MESSAGES.account.iccidMismatch) };
  }
  return { user };
}

/** E-mail codes and proofs, and the account routes that need a proof, as the contract describes them. */
export const accountHandlers = [
  fakeRoute('send-email-code', ({ body }) => {
    const code = String(100000 + ++serial);
    db.codes.set(body.email, code);
    db.mailbox.push({ to: body.email, code });
    return { json: { sent: true } };
  }),
  fakeRoute('verify-email-code', ({ body }) => {
    if (db.codes.get(body.email) !== body.code) {
      return apiError(400, ERROR_CODES.validation, MESSAGES.emailCode.invalid);
    }
    db.codes.delete(body.email);
    const proof = `proof-${++serial}`;
    db.proofs.set(proof, body.email);
    return { json: { proof, expiresAt: new Date(Date.now() + PROOF_LIFETIME_MS).toISOString() } };
  }),
  fakeRoute('check-account', ({ body }) => {
    if (!proves(body.proof, body.email)) return proofRequired();
    const user = db.users.get(body.email);
    if (!user) return { json: { exists: false, account: null } };
    return {
      json: {
        exists: true,
        account: {
          fullName: user.fullName,
          email: user.email,
          iccids: user.iccids,
          accountType: user.accountType,
          createdAt: user.createdAt,
          canSignIn: user.password !== null,
        },
      },
    };
  }),
  fakeRoute('verify-account', ({ body }) => {
    const { refusal } = verifiedOwner(body);
    return refusal ?? { json: { verified: true } };
  }),
  fakeRoute('set-account-password', ({ body }) => {
    const { user, refusal } = verifiedOwner(body);
    if (refusal) return refusal;
    if (user.accountType !== 'own-user') {
      return apiError(403, ERROR_CODES.forbidden, MESSAGES.account.notClaimable);
    }
    const created = user.password === null;
    user.password = body.password;
    db.proofs.delete(body.proof);
    return { json: { success: true, created } };
  }),
  fakeRoute('register-account', ({ body }) => {
    if (!proves(body.proof, body.email)) return proofRequired();
    const existing = db.users.get(body.email);
    if (existing?.password) {
      return apiError(409, ERROR_CODES.conflict, MESSAGES.account.alreadyRegistered);
    }
    if (existing && existing.accountType !== 'own-user') {
      return apiError(403, ERROR_CODES.forbidden, MESSAGES.account.notClaimable);
    }
    if (existing) existing.password = body.password;
    else addUser({ email: body.email, fullName: body.fullName, password: body.password });
    db.proofs.delete(body.proof);
    return { json: { success: true } };
  }),
];
