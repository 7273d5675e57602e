import type { MailMessage } from '../ports/mailer';
import { escapeHtml, layout, type EmailBrand } from './mail-layout';

/** The one-time code mail: the code, how long it is valid, and what to do if nobody asked for it. */
export function buildVerificationCodeEmail(input: {
  brand: EmailBrand;
  to: string;
  code: string;
  validMinutes: number;
  /** The shop's address, for the logo in the header; without it the header shows the name. */
  shopUrl?: string;
}): MailMessage {
  const { brand, code } = input;
  const title = `${brand.name} verification code`;
  const validity = `It is valid for ${input.validMinutes} minutes and can be used once.`;
  const ignore =
    'If you did not request this code, you can ignore this e-mail: nothing changes without it. Never share the code with anyone.';
  const html = layout(
    brand,
    title,
    `<p>Your verification code is:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(ignore)}</p>`,
    input.shopUrl,
  );
  const text = [
    `Your verification code is: ${code}`,
    '',
    validity,
    '',
    ignore,
    '',
    brand.fullName ?? brand.name,
  ].join('\n');
  return { to: input.to, subject: title, html, text };
}
