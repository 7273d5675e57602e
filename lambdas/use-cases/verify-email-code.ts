import { randomBytes } from 'node:crypto';
import { EMAIL_PROOF_VALID_MINUTES, type EmailCodeVerifyResponse } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { ValidationError } from '../lib/errors';
import { codeHash, minutesAfter, proofHash, type EmailProofDeps } from './email-proof';

/**
 * Wrong tries a code survives, from everyone together; the next one burns it. More than one client
 * may make about one address within the code's 10 minutes (5 a window, so 10 across a window's end:
 * the `limits` of `verify-email-code`), so no single stranger can burn the owner's code; guessers
 * from several addresses can, and then the owner asks for a fresh code, which replaces it. Each code
 * thus stands 12 guesses in a million at most.
 */
export const EMAIL_CODE_MAX_ATTEMPTS = 12;

/** Exchanges the mailed code for a proof of the e-mail; a wrong, expired, used or burnt code is a 400. */
export async function verifyEmailCode(
  deps: EmailProofDeps,
  input: { email: string; code: string },
): Promise<EmailCodeVerifyResponse> {
  const now = deps.now();
  const redeemed = await deps.verifications.redeemCode(
    input.email,
    codeHash(input.email, input.code),
    now,
    EMAIL_CODE_MAX_ATTEMPTS,
  );
  if (!redeemed) throw new ValidationError(MESSAGES.emailCode.invalid, { code: MESSAGES.emailCode.invalid });
  const proof = randomBytes(32).toString('base64url');
  const expiresAt = minutesAfter(now, EMAIL_PROOF_VALID_MINUTES);
  await deps.verifications.putProof(proofHash(proof), input.email, expiresAt);
  return { proof, expiresAt: expiresAt.toISOString() };
}
