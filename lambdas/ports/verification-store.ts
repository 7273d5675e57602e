/**
 * One-time e-mail codes and the short-lived proofs they are exchanged for. Codes and proofs reach
 * the store already hashed, so a leaked row unlocks nothing. Each operation is one atomic write:
 * a code or a proof cannot be used twice, even by two requests at the same moment.
 */
export interface VerificationStore {
  /** Stores the e-mail's code with no attempts used, replacing any earlier code for that e-mail. */
  putCode(email: string, codeHash: string, expiresAt: Date): Promise<void>;
  /**
   * Uses up the e-mail's code: true (and the code is gone) when `codeHash` matches a code that has
   * not expired and has had fewer than `maxAttempts` wrong tries; otherwise false, and one more
   * wrong try is counted against the stored code.
   */
  redeemCode(email: string, codeHash: string, now: Date, maxAttempts: number): Promise<boolean>;
  /** Stores a proof of the e-mail until `expiresAt`. */
  putProof(proofHash: string, email: string, expiresAt: Date): Promise<void>;
  /** The e-mail a live proof was issued for; null when unknown, used or expired. */
  proofEmail(proofHash: string, now: Date): Promise<string | null>;
  /**
   * Deletes the proof when it is live and was issued for `email`, and answers when it would have
   * expired; null (and nothing changes) when it is unknown, used, expired or for another e-mail.
   */
  consumeProof(proofHash: string, email: string, now: Date): Promise<Date | null>;
}
