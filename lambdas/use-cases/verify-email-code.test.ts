import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { rateLimitRules } from '../../shared/api/rate-limits';
import { MESSAGES } from '../../shared/validation/messages';
import { codeIn } from './email-proof.test-support';
import { fixedBrand, MemoryVerifications, NOW, RecordingMailer } from './fakes.test-support';
import { EMAIL_CODE_MAX_ATTEMPTS, verifyEmailCode } from './verify-email-code';
import { sendEmailCode } from './send-email-code';
import { requireEmailProof } from './email-proof';

const EMAIL = 'ada@example.com';
let now: Date;
let verifications: MemoryVerifications;
let mailer: RecordingMailer;
const deps = () => ({ verifications, mailer, brands: fixedBrand, now: () => now });
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

/** The code of the last mail sent. */
const mailedCode = () => codeIn(mailer.sent.at(-1));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeEach(() => {
  now = NOW;
  verifications = new MemoryVerifications();
  mailer = new RecordingMailer();
});

describe('verifyEmailCode', () => {
  it('exchanges the right code for a proof of the e-mail, valid 15 minutes', async () => {
    await sendEmailCode(deps(), EMAIL);
    const answer = await verifyEmailCode(deps(), { email: EMAIL, code: mailedCode() });
    expect(answer.proof).toMatch(/^[\w-]{43}$/);
    expect(answer.expiresAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    await expect(requireEmailProof(deps(), EMAIL, answer.proof)).resolves.toBeUndefined();
    // Only a hash of the proof is stored.
    expect([...verifications.proofs.keys()]).not.toContain(answer.proof);
  });

  it('refuses a code after its 10 minutes', async () => {
    await sendEmailCode(deps(), EMAIL);
    later(10);
    await expect(verifyEmailCode(deps(), { email: EMAIL, code: mailedCode() })).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.emailCode.invalid,
    });
  });

  it('survives the wrong tries one client may make (two windows of its limit), and burns after twelve', async () => {
    // One client's wrong codes for one address: a code's 10 minutes can span the end of one window.
    const perClient = rateLimitRules(ACCOUNT_ROUTES['verify-email-code'].limits).find(
      (rule) => rule.per === 'client+email',
    );
    expect(2 * perClient!.limit).toBeLessThan(EMAIL_CODE_MAX_ATTEMPTS);
    expect(EMAIL_CODE_MAX_ATTEMPTS).toBe(12);

    await sendEmailCode(deps(), EMAIL);
    const code = mailedCode();
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS - 1; i++) {
      await expect(verifyEmailCode(deps(), { email: EMAIL, code: wrongCode(code) })).rejects.toThrow(
        MESSAGES.emailCode.invalid,
      );
    }
    await expect(verifyEmailCode(deps(), { email: EMAIL, code })).resolves.toBeDefined();

    await sendEmailCode(deps(), EMAIL);
    const next = mailedCode();
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++) {
      await expect(verifyEmailCode(deps(), { email: EMAIL, code: wrongCode(next) })).rejects.toThrow();
    }
    await expect(verifyEmailCode(deps(), { email: EMAIL, code: next })).rejects.toThrow(
      MESSAGES.emailCode.invalid,
    );
    // A fresh code replaces the burnt one, with all its tries.
    await sendEmailCode(deps(), EMAIL);
    await expect(verifyEmailCode(deps(), { email: EMAIL, code: wrongCode(mailedCode()) })).rejects.toThrow();
    await expect(verifyEmailCode(deps(), { email: EMAIL, code: mailedCode() })).resolves.toBeDefined();
  });

  it('takes a code once, and only for the e-mail it was sent to', async () => {
    await sendEmailCode(deps(), EMAIL);
    const code = mailedCode();
    await expect(verifyEmailCode(deps(), { email: 'eve@example.com', code })).rejects.toThrow(
      MESSAGES.emailCode.invalid,
    );
    await verifyEmailCode(deps(), { email: EMAIL, code });
    await expect(verifyEmailCode(deps(), { email: EMAIL, code })).rejects.toThrow(MESSAGES.emailCode.invalid);
  });

  it('gives one proof when the same code is sent twice at once', async () => {
    await sendEmailCode(deps(), EMAIL);
    const code = mailedCode();
    const results = await Promise.allSettled([
      verifyEmailCode(deps(), { email: EMAIL, code }),
      verifyEmailCode(deps(), { email: EMAIL, code }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
