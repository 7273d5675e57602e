import { MESSAGES } from '../../shared/validation/messages';
import { codeIn } from './email-proof.test-support';
import { fixedBrand, MemoryVerifications, NOW, RecordingMailer } from './fakes.test-support';
import { verifyEmailCode } from './verify-email-code';
import { sendEmailCode } from './send-email-code';

const EMAIL = 'ada@example.com';
let now: Date;
let verifications: MemoryVerifications;
let mailer: RecordingMailer;
const deps = () => ({ verifications, mailer, brands: fixedBrand, now: () => now });

/** The code of the last mail sent. */
const mailedCode = () => codeIn(mailer.sent.at(-1));

beforeEach(() => {
  now = NOW;
  verifications = new MemoryVerifications();
  mailer = new RecordingMailer();
});

describe('sendEmailCode', () => {
  it('mails a 6-digit code under the brand name, with its validity and what to do if nobody asked', async () => {
    await expect(sendEmailCode(deps(), EMAIL)).resolves.toEqual({ sent: true });
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(EMAIL);
    expect(mail?.subject).toBe('Roamly verification code');
    expect(mailedCode()).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(mailedCode());
    expect(mail?.text).toContain('valid for 10 minutes');
    expect(mail?.text).toContain('If you did not request this code, you can ignore this e-mail');
  });

  it('replaces the earlier code: only the newest one works', async () => {
    await sendEmailCode(deps(), EMAIL);
    const first = mailedCode();
    do await sendEmailCode(deps(), EMAIL);
    while (mailedCode() === first);
    await expect(verifyEmailCode(deps(), { email: EMAIL, code: first })).rejects.toThrow(
      MESSAGES.emailCode.invalid,
    );
    await expect(verifyEmailCode(deps(), { email: EMAIL, code: mailedCode() })).resolves.toBeDefined();
  });

  it('answers 502 when the mail cannot be sent', async () => {
    mailer.failWith = new Error('SES down');
    await expect(sendEmailCode(deps(), EMAIL)).rejects.toMatchObject({
      statusCode: 502,
      message: MESSAGES.mail.sendFailed,
    });
  });
});
