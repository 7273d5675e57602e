import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  EMAIL_CODE_VALID_MINUTES,
  EMAIL_PROOF_VALID_MINUTES,
  type EmailCodeVerifyResponse,
} from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { ForbiddenError, UpstreamError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';
import type { VerificationStore } from '../ports/verification-store';
import { buildVerificationCodeEmail } from '../emails/verification-code-email';

/**
 * Wrong tries a code survives, from everyone together; the next one burns it. More than one client
 * may make about one address within the code's 10 minutes (5 a window, so 10 across a window's end:
 * the `limits` of `verify-email-code`), so no single stranger can burn the owner's code; guessers
 * from several addresses can, and then the owner asks for a fresh code, which replaces it. Each code
 * thus stands 12 guesses in a million at most.
 */
export const EMAIL_CODE_MAX_ATTEMPTS = 12;

const MINUTE_MS = 60_000;

export interface EmailProofDeps {
  verifications: VerificationStore;
  now: () => Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (email: string, code: string) => sha256(`${email}\n${code}`);
const proofHash = (proof: string) => sha256(proof);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);
const proofRequired = () => new ForbiddenError(MESSAGES.emailCode.proofRequired);

/**
 * Mails a fresh 6-digit code to the address, replacing any earlier one. The answer is the same for
 * every address, whether or not it belongs to an account.
 */
export async function sendEmailCode(
  deps: EmailProofDeps & { mailer: Mailer; brands: BrandStore; shopUrl?: string },
  email: string,
): Promise<{ sent: true }> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = minutesAfter(deps.now(), EMAIL_CODE_VALID_MINUTES);
  await deps.verifications.putCode(email, codeHash(email, code), expiresAt);
  const message = buildVerificationCodeEmail({
    brand: await deps.brands.get(),
    to: email,
    code,
    validMinutes: EMAIL_CODE_VALID_MINUTES,
    shopUrl: deps.shopUrl,
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    throw new UpstreamError(MESSAGES.mail.sendFailed, error);
  }
  return { sent: true };
}

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

/** Whether `proof` is a live proof of `email`; reading does not use it up. */
export async function holdsEmailProof(deps: EmailProofDeps, email: string, proof: string): Promise<boolean> {
  if (!proof) return false;
  return (await deps.verifications.proofEmail(proofHash(proof), deps.now())) === email;
}

/** 403 'Please verify your email address first.' unless `proof` is a live proof of `email`. */
export async function requireEmailProof(deps: EmailProofDeps, email: string, proof: string): Promise<void> {
  if (!(await holdsEmailProof(deps, email, proof))) throw proofRequired();
}

/**
 * Runs `action` for the proven owner of `email`, using the proof up first so that no other request
 * can act on it. When the action fails, nothing was done: the proof is given back for another try.
 */
export async function withConsumedProof<T>(
  deps: EmailProofDeps,
  email: string,
  proof: string,
  action: () => Promise<T>,
): Promise<T> {
  const hash = proofHash(proof);
  const expiresAt = proof ? await deps.verifications.consumeProof(hash, email, deps.now()) : null;
  if (!expiresAt) throw proofRequired();
  try {
    return await action();
  } catch (error) {
    await deps.verifications.putProof(hash, email, expiresAt).catch((restoreError: unknown) => {
      logger.warn('Could not give back an e-mail proof', { error: restoreError as Error });
    });
    throw error;
  }
}
