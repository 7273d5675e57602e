import type { MailMessage } from '../ports/mailer';
import type { EmailProofDeps } from './email-proof';
import { sendEmailCode } from './send-email-code';
import { verifyEmailCode } from './verify-email-code';
import { fixedBrand, RecordingMailer } from './fakes.test-support';

/** The code in a verification mail. */
export const codeIn = (mail: MailMessage | undefined) =>
  /verification code is: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';

/** A proof of `email`, obtained the way its owner does: the mailed code, exchanged. */
export async function proveEmail(deps: EmailProofDeps, email: string): Promise<string> {
  const inbox = new RecordingMailer();
  await sendEmailCode({ ...deps, mailer: inbox, brands: fixedBrand }, email);
  return (await verifyEmailCode(deps, { email, code: codeIn(inbox.sent.at(-1)) })).proof;
}
