import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';
import { deliveredIccidList, type UserStore } from '../ports/user-store';
import { buildIccidReminderEmail } from '../emails/iccid-reminder-email';

export interface IccidReminderDeps {
  users: UserStore;
  brands: BrandStore;
  mailer: Mailer;
  shopUrl: string;
}

/**
 * 'Forgot ICCID?': mails the address its ICCIDs, or 'No eSIM found for this email address' with a
 * link to buy one. The answer is the same either way, so only the owner of the address learns
 * whether it has eSIMs.
 */
export async function sendIccidReminder(deps: IccidReminderDeps, email: string): Promise<{ sent: true }> {
  const user = await deps.users.getByEmail(email);
  const message = buildIccidReminderEmail({
    brand: await deps.brands.get(),
    to: email,
    customerName: user?.full_name,
    // The mail goes to the address itself: every eSIM delivered there, claimed or not.
    iccids: user ? deliveredIccidList(user) : [],
    shopUrl: deps.shopUrl,
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    throw new UpstreamError(MESSAGES.mail.sendFailed, error);
  }
  return { sent: true };
}
