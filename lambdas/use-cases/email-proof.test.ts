import { MESSAGES } from '../../shared/validation/messages';
import { proveEmail } from './email-proof.test-support';
import { fixedBrand, MemoryVerifications, NOW, RecordingMailer } from './fakes.test-support';
import { requireEmailProof, withConsumedProof } from './email-proof';

const EMAIL = 'ada@example.com';
let now: Date;
let verifications: MemoryVerifications;
let mailer: RecordingMailer;
const deps = () => ({ verifications, mailer, brands: fixedBrand, now: () => now });
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

const proofFor = (email = EMAIL) => proveEmail(deps(), email);

beforeEach(() => {
  now = NOW;
  verifications = new MemoryVerifications();
  mailer = new RecordingMailer();
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
