import { MESSAGES } from '../../shared/validation/messages';
import { fixedBrand, MemoryUsers, RecordingMailer } from './fakes.test-support';
import { sendIccidReminder } from './send-iccid-reminder';

let users: MemoryUsers;
let mailer: RecordingMailer;
const deps = () => ({ users, mailer, brands: fixedBrand, shopUrl: 'https://shop.example' });

beforeEach(async () => {
  users = new MemoryUsers();
  mailer = new RecordingMailer();
  const { user } = await users.ensureUser('owner@example.com', 'Olive');
  await users.addIccid(user, '8944000000000000017');
  await users.ensureUser('empty@example.com', 'Emma');
});

describe('sendIccidReminder', () => {
  it('mails the ICCIDs to the address that has them', async () => {
    await expect(sendIccidReminder(deps(), 'owner@example.com')).resolves.toEqual({ sent: true });
    expect(mailer.sent[0]).toMatchObject({
      to: 'owner@example.com',
      subject: 'Roamly: Your eSIM ICCID reminder',
    });
    expect(mailer.sent[0]?.text).toContain('- 8944000000000000017');
  });

  it.each(['empty@example.com', 'nobody@example.com'])(
    'answers the same for %s and mails it that no eSIM was found',
    async (email) => {
      await expect(sendIccidReminder(deps(), email)).resolves.toEqual({ sent: true });
      expect(mailer.sent[0]).toMatchObject({ to: email, subject: `Roamly: ${MESSAGES.status.noEsim}` });
      expect(mailer.sent[0]?.text).not.toMatch(/\d{19}/);
    },
  );

  it('answers 502 when the mail cannot be sent', async () => {
    mailer.failWith = new Error('SES down');
    await expect(sendIccidReminder(deps(), 'owner@example.com')).rejects.toMatchObject({
      statusCode: 502,
      message: MESSAGES.mail.sendFailed,
    });
  });
});
