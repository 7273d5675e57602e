import { randomUUID } from 'node:crypto';
import { SendRawEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { MailAttachment, MailMessage, Mailer } from '../ports/mailer';

const CRLF = '\r\n';

/** Base64 in 76-character lines, as MIME requires. */
const base64Lines = (content: Uint8Array | string) =>
  (
    Buffer.from(content)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

/** RFC 2047 encoded-word for header values that are not plain ASCII. */
const headerValue = (value: string) => {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean).toString('base64')}?=`;
};

/** A header-safe address: refuses line breaks so a value cannot add headers. */
const address = (value: string) => {
  if (/[\r\n]/.test(value)) throw new Error('E-mail address contains a line break');
  return value;
};

/** The address alone of a configured sender, which may carry a name: `Shop <a@b.c>` → `a@b.c`. */
export const senderAddress = (sender: string) => (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).trim();

/**
 * `name <address>`: a plain name as an RFC 5322 quoted string, any other as an RFC 2047 encoded word
 * (also what SES wants in `Source`); line breaks become spaces, so a name cannot add headers.
 */
export function namedSender(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  const display = /^[\x20-\x7e]*$/.test(clean)
    ? `"${clean.replace(/["\\]/g, (c) => `\\${c}`)}"`
    : `=?UTF-8?B?${Buffer.from(clean).toString('base64')}?=`;
  return `${display} <${address}>`;
}

const safeFilename = (name: string) => name.replace(/["\\\r\n]/g, '_');

const part = (headers: string[], body: string) => [...headers, '', body].join(CRLF);

const multipart = (type: string, parts: string[]) => {
  const boundary = `=_${type}_${randomUUID()}`;
  return {
    header: `Content-Type: multipart/${type}; boundary="${boundary}"`,
    body: [...parts.map((p) => `--${boundary}${CRLF}${p}`), `--${boundary}--`, ''].join(CRLF),
  };
};

const attachmentPart = (a: MailAttachment, inline: boolean) =>
  part(
    [
      `Content-Type: ${a.contentType}; name="${safeFilename(a.filename)}"`,
      'Content-Transfer-Encoding: base64',
      ...(inline && a.contentId ? [`Content-ID: <${a.contentId}>`] : []),
      `Content-Disposition: ${inline ? 'inline' : 'attachment'}; filename="${safeFilename(a.filename)}"`,
    ],
    base64Lines(a.content),
  );

/**
 * Builds the raw MIME message: multipart/mixed holding multipart/related (the HTML and text
 * alternatives plus inline images referenced by Content-ID) and the downloadable attachments.
 */
export function buildMimeMessage(message: MailMessage, from: string, date = new Date()): string {
  const alternative = multipart('alternative', [
    part(
      ['Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: base64'],
      base64Lines(message.text),
    ),
    part(
      ['Content-Type: text/html; charset=UTF-8', 'Content-Transfer-Encoding: base64'],
      base64Lines(message.html),
    ),
  ]);
  const attachments = message.attachments ?? [];
  const inline = attachments.filter((a) => a.contentId);
  const downloads = attachments.filter((a) => !a.contentId);
  const related = multipart('related', [
    part([alternative.header], alternative.body),
    ...inline.map((a) => attachmentPart(a, true)),
  ]);
  const mixed = multipart('mixed', [
    part([related.header], related.body),
    ...downloads.map((a) => attachmentPart(a, false)),
  ]);
  return part(
    [
      `From: ${address(from)}`,
      `To: ${address(message.to)}`,
      ...(message.replyTo ? [`Reply-To: ${address(message.replyTo)}`] : []),
      `Subject: ${headerValue(message.subject)}`,
      `Date: ${date.toUTCString()}`,
      'MIME-Version: 1.0',
      mixed.header,
    ],
    mixed.body,
  );
}

/** Mailer over SES v1 SendRawEmail (the only SES call that carries inline images and attachments). */
export class SesMailer implements Mailer {
  constructor(
    private readonly client: SESClient,
    private readonly defaultFrom: string,
  ) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const from =
      message.from ??
      (message.fromName ? namedSender(message.fromName, senderAddress(this.defaultFrom)) : this.defaultFrom);
    const raw = buildMimeMessage(message, from);
    const out = await this.client.send(
      new SendRawEmailCommand({
        Source: from,
        Destinations: [message.to],
        RawMessage: { Data: Buffer.from(raw) },
      }),
    );
    return { messageId: out.MessageId ?? '' };
  }
}
