import { MESSAGES } from '../../shared/validation/messages';
import type { MailMessage } from '../ports/mailer';
import { button, escapeHtml, joinUrl, layout, type EmailBrand } from './mail-layout';

export interface IccidReminderInput {
  brand: EmailBrand;
  to: string;
  customerName?: string;
  iccids: string[];
  shopUrl: string;
}

/**
 * The forgot-ICCID reminder: the ICCIDs on file for the address and where to check them, or, when
 * the address has none, 'No eSIM found for this email address' and where to buy one.
 */
export function buildIccidReminderEmail(input: IccidReminderInput): MailMessage {
  const { brand, iccids } = input;
  const found = iccids.length > 0;
  const title = found ? 'Your eSIM ICCID reminder' : MESSAGES.status.noEsim;
  const greeting = input.customerName ? `Hello ${input.customerName},` : 'Hello,';
  const intro = !found
    ? `${MESSAGES.status.noEsim}. If you bought one with another address, ask for the reminder with that one.`
    : iccids.length === 1
      ? 'Here is the ICCID of the eSIM bought with this e-mail address:'
      : 'Here are the ICCIDs of the eSIMs bought with this e-mail address:';
  const next = found
    ? {
        intro: 'Check status and usage with your e-mail address and ICCID:',
        url: joinUrl(input.shopUrl, '/esim-status'),
        label: 'Check eSIM Status',
      }
    : { intro: 'Buy an eSIM for your trip:', url: joinUrl(input.shopUrl, '/'), label: 'Buy eSIM' };
  const ignore = 'If you did not ask for this reminder, you can ignore this e-mail.';
  const list = found
    ? `<ul>${iccids.map((iccid) => `<li style="font-family:monospace">${escapeHtml(iccid)}</li>`).join('')}</ul>\n`
    : '';
  const html = layout(
    brand,
    title,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${list}<p>${escapeHtml(next.intro)}</p>
<p>${button(next.url, next.label, brand.colors.primary)}</p>
<p>${escapeHtml(ignore)}</p>`,
    input.shopUrl,
  );
  const text = [
    greeting,
    '',
    intro,
    ...iccids.map((iccid) => `- ${iccid}`),
    '',
    `${next.intro} ${next.url}`,
    '',
    ignore,
    '',
    brand.fullName ?? brand.name,
  ].join('\n');
  return { to: input.to, subject: `${brand.name}: ${title}`, html, text };
}
