import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError, UpstreamError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';
import { iccidList, type UserStore } from '../ports/user-store';
import { buildIccidReminderEmail } from './esim-email';

export interface IccidReminderDeps {
  users: UserStore;
  brands: BrandStore;
  mailer: Mailer;
  shopUrl: string;
}

/** 'Forgot ICCID?': e-mails the account's ICCIDs to the account's own address. */
export async function sendIccidReminder(deps: IccidReminderDeps, email: string): Promise<{ sent: true }> {
  const user = await deps.users.getByEmail(email);
  const iccids = user ? iccidList(user) : [];
  if (!user || iccids.length === 0) throw new NotFoundError(MESSAGES.status.noEsim);
  const message = buildIccidReminderEmail({
    brand: await deps.brands.get(),
    to: user.email,
    customerName: user.full_name,
    iccids,
    shopUrl: deps.shopUrl,
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    throw new UpstreamError(MESSAGES.mail.sendFailed, error);
  }
  return { sent: true };
}
