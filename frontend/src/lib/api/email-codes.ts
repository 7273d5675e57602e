import type { EmailCodeVerifyResponse } from '@shared/api/accounts.schema';
import { apiRequest } from '@/lib/api-client';

/** POST /api/email-codes: mails a one-time code to the address (the same answer whoever asks). */
export function sendEmailCode(email: string) {
  return apiRequest('send-email-code', { body: { email } });
}

/** POST /api/email-codes/verify: the mailed code, exchanged for a short-lived proof of the address. */
export function verifyEmailCode(email: string, code: string): Promise<EmailCodeVerifyResponse> {
  return apiRequest('verify-email-code', { body: { email, code } });
}

/**
 * The calls of the one-time-code step (`EmailProofStep`), which the features that show it (sign-in,
 * the account, the status checker) hand to it: components/ call no API themselves.
 */
export const emailCodes = { send: sendEmailCode, verify: verifyEmailCode };
