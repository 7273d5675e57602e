import type { MailMessage } from '../ports/mailer';
import { escapeHtml } from './mail-layout';

export interface SupportTicketEmailInput {
  /** The support mailbox. */
  to: string;
  ticketId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** What kind of request the subject line names; 'Support request' unless given. */
  kind?: string;
  /** Rows shown after the sender (e.g. a lead's company and interest). */
  details?: [string, string][];
}

/** The support team's copy of a ticket; replying answers the traveller directly. */
export function buildSupportTicketEmail(input: SupportTicketEmailInput): MailMessage {
  const rows: [string, string][] = [
    ['From', `${input.name} <${input.email}>`],
    ...(input.details ?? []),
    ['Subject', input.subject],
    ['Ticket', input.ticketId],
    ['Received', input.createdAt],
  ];
  return {
    to: input.to,
    replyTo: input.email,
    subject: `${input.kind ?? 'Support request'}: ${input.subject}`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" cellpadding="4">${rows
      .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
<p style="color:#555555;font-size:13px">Reply to this e-mail to answer ${escapeHtml(input.name)}.</p>
</body></html>`,
    text: [
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      input.message,
      '',
      `Reply to this e-mail to answer ${input.name}.`,
    ].join('\n'),
  };
}
