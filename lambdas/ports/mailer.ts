export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
  /** Content-ID for an inline image referenced as cid:… in the HTML. */
  contentId?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  from?: string;
  /** Where a reply goes, when not to the sender (a support ticket: the traveller). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
