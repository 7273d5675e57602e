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
  /** The whole sender (`Name <address>`); the configured sender when absent. */
  from?: string;
  /** The display name to send under, at the configured sender's address (ignored with `from`). */
  fromName?: string;
  /** Where a reply goes, when not to the sender (a support ticket: the traveller). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
