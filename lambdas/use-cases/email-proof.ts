import { createHash } from 'node:crypto';
import { MESSAGES } from '../../shared/validation/messages';
import { ForbiddenError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { VerificationStore } from '../ports/verification-store';

const MINUTE_MS = 60_000;

export interface EmailProofDeps {
  verifications: VerificationStore;
  now: () => Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const codeHash = (email: string, code: string) => sha256(`${email}\n${code}`);
export const proofHash = (proof: string) => sha256(proof);
export const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);
const proofRequired = () => new ForbiddenError(MESSAGES.emailCode.proofRequired);

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
