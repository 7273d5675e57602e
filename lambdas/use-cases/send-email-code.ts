import { randomInt } from 'node:crypto';
import { EMAIL_CODE_VALID_MINUTES } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';
import { buildVerificationCodeEmail } from '../emails/verification-code-email';
import { codeHash, minutesAfter, type EmailProofDeps } from './email-proof';

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
