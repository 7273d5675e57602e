import { httpHandler } from '../lib/http';
import { sendTestEmail } from '../use-cases/staff-tools';
import { mailer } from '../wiring/mailer';

export const handler = httpHandler('send-test-email', ({ body }) =>
  sendTestEmail({ mailer: mailer() }, body),
);
