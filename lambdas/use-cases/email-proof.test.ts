import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { rateLimitRules } from '../../shared/api/rate-limits';
import { MESSAGES } from '../../shared/validation/messages';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  requireEmailProof,
  sendEmailCode,
  verifyEmailCode,
  withConsumedProof,
} from './email-proof';
import { codeIn, proveEmail } from './email-proof.test-support';
import { fixedBrand, MemoryVerifications, NOW, RecordingMailer } from './fakes.test-support';

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

const proofFor = (email = EMAIL) => proveEmail(deps(), email);

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
    const perClient = rateLimitRules(ACCOUNT_ROUTES['verify-email-code'].limits).find((rule) => rule.per === 'client+email');
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

describe('e-mail proofs', () => {
  const forbidden = { statusCode: 403, message: MESSAGES.emailCode.proofRequired };

  it('refuses a missing, made-up, expired or other-e-mail proof', async () => {
    const proof = await proofFor();
    await expect(requireEmailProof(deps(), EMAIL, '')).rejects.toMatchObject(forbidden);
    await expect(requireEmailProof(deps(), EMAIL, 'made-up')).rejects.toMatchObject(forbidden);
    await expect(requireEmailProof(deps(), 'victim@example.com', proof)).rejects.toMatchObject(forbidden);
    later(15);
    await expect(requireEmailProof(deps(), EMAIL, proof)).rejects.toMatchObject(forbidden);
  });

  it('runs an action once per proof: a replayed proof is refused', async () => {
    const proof = await proofFor();
    const action = vi.fn(async () => 'done');
    await expect(withConsumedProof(deps(), EMAIL, proof, action)).resolves.toBe('done');
    await expect(withConsumedProof(deps(), EMAIL, proof, action)).rejects.toMatchObject(forbidden);
    await expect(requireEmailProof(deps(), EMAIL, proof)).rejects.toMatchObject(forbidden);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('lets one of two concurrent uses of a proof win', async () => {
    const proof = await proofFor();
    const action = vi.fn(async () => 'done');
    const results = await Promise.allSettled([
      withConsumedProof(deps(), EMAIL, proof, action),
      withConsumedProof(deps(), EMAIL, proof, action),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('refuses to act on a proof of another e-mail, and leaves that proof alone', async () => {
    const proof = await proofFor('eve@example.com');
    const action = vi.fn(async () => 'done');
    await expect(withConsumedProof(deps(), EMAIL, proof, action)).rejects.toMatchObject(forbidden);
    expect(action).not.toHaveBeenCalled();
    await expect(requireEmailProof(deps(), 'eve@example.com', proof)).resolves.toBeUndefined();
  });

  it('gives the proof back when the action fails, with its first expiry', async () => {
    const proof = await proofFor();
    await expect(
      withConsumedProof(deps(), EMAIL, proof, async () => {
        throw new Error('pool down');
      }),
    ).rejects.toThrow('pool down');
    await expect(withConsumedProof(deps(), EMAIL, proof, async () => 'retried')).resolves.toBe('retried');
    const again = await proofFor();
    await withConsumedProof(deps(), EMAIL, again, async () => {
      throw new Error('once more');
    }).catch(() => undefined);
    later(15);
    await expect(requireEmailProof(deps(), EMAIL, again)).rejects.toMatchObject(forbidden);
  });
});
