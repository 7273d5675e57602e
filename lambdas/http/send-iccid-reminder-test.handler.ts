import { httpHandler } from '../lib/http';
import { sendIccidReminderTest } from '../use-cases/staff-tools';
import { mailer } from '../wiring/mailer';
import { userStore } from '../wiring/user-store';

export const handler = httpHandler('send-iccid-reminder-test', ({ body }) =>
  sendIccidReminderTest({ users: userStore(), mailer: mailer() }, body),
);
