import { MESSAGES } from '../../shared/validation/messages';
import { claimMyEsims } from './claim-my-esims';
import { requireEmailProof } from './email-proof';
import { proveEmail } from './email-proof.test-support';
import { MemoryUsers, MemoryVerifications, NOW } from './fakes.test-support';

const OWN = '8944000000000000017';
const BOUGHT_BY_OTHERS = '8944000000000000025';
let users: MemoryUsers;
let verifications: MemoryVerifications;
const deps = () => ({ users, verifications, now: () => NOW });
const ada = { email: 'ada@example.com' };

beforeEach(async () => {
  users = new MemoryUsers();
  verifications = new MemoryVerifications();
  await users.create({
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada',
    account_type: 'own-user',
    iccid: OWN,
    unclaimed_iccid: BOUGHT_BY_OTHERS,
    created_at: 'x',
  });
});

describe('claimMyEsims', () => {
  it('moves the unclaimed eSIMs into the account’s list with a proof of its e-mail, and uses the proof up', async () => {
    const proof = await proveEmail(deps(), ada.email);
    await expect(claimMyEsims(deps(), ada, { proof })).resolves.toEqual({ claimed: [BOUGHT_BY_OTHERS] });
    expect(await users.getByEmail(ada.email)).toMatchObject({
      iccid: `${OWN},${BOUGHT_BY_OTHERS}`,
      unclaimed_iccid: '',
    });
    await expect(requireEmailProof(deps(), ada.email, proof)).rejects.toThrow();
  });

  it.each([
    ['no proof', async () => ''],
    ['a proof of another address', () => proveEmail(deps(), 'eve@example.com')],
  ])('claims nothing with %s: the verified sign-in alone is not the claim', async (_, proofOf) => {
    await expect(claimMyEsims(deps(), ada, { proof: await proofOf() })).rejects.toMatchObject({
      statusCode: 403,
      message: MESSAGES.emailCode.proofRequired,
    });
    expect(await users.getByEmail(ada.email)).toMatchObject({
      iccid: OWN,
      unclaimed_iccid: BOUGHT_BY_OTHERS,
    });
  });
});
