import { MESSAGES } from '../../shared/validation/messages';
import { checkAccount } from './check-account';
import { proveEmail } from './email-proof.test-support';
import { MemoryUsers, MemoryVerifications, NOW } from './fakes.test-support';
import { MemoryIdentity } from './memory-identity.test-support';

const ICCID = '8944000000000000017';
const OTHER_ICCID = '8944000000000000099';
let users: MemoryUsers;
let identity: MemoryIdentity;
let verifications: MemoryVerifications;
const deps = () => ({ users, identity, verifications, now: () => NOW });
const proofRequired = { statusCode: 403, message: MESSAGES.emailCode.proofRequired };

beforeEach(async () => {
  users = new MemoryUsers();
  identity = new MemoryIdentity();
  verifications = new MemoryVerifications();
  await users.create({
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Traveller',
    account_type: 'own-user',
    iccid: `${OTHER_ICCID},${ICCID}`,
    created_at: '2026-11-01T10:00:00.000Z',
  });
});

describe('checkAccount', () => {
  it('shows the proven owner the whole account, every ICCID in full, and whether it can sign in', async () => {
    const proof = await proveEmail(deps(), 'ada@example.com');
    await expect(checkAccount(deps(), { email: 'ada@example.com', proof })).resolves.toEqual({
      exists: true,
      account: {
        fullName: 'Ada Traveller',
        email: 'ada@example.com',
        iccids: [OTHER_ICCID, ICCID],
        accountType: 'own-user',
        createdAt: '2026-11-01T10:00:00.000Z',
        canSignIn: false,
      },
    });
    identity.users.set('ada@example.com', { email: 'ada@example.com', name: 'Ada', group: 'own-user' });
    // Reading does not use the proof up.
    const again = await checkAccount(deps(), { email: 'ada@example.com', proof });
    expect(again.account?.canSignIn).toBe(true);
  });

  it('tells the proven owner of an unknown address that there is no account', async () => {
    const proof = await proveEmail(deps(), 'new@example.com');
    await expect(checkAccount(deps(), { email: 'new@example.com', proof })).resolves.toEqual({
      exists: false,
      account: null,
    });
  });

  it('answers the same 403 to anyone without a proof of that address, account or not', async () => {
    const evesProof = await proveEmail(deps(), 'eve@example.com');
    for (const email of ['ada@example.com', 'new@example.com']) {
      await expect(checkAccount(deps(), { email, proof: '' })).rejects.toMatchObject(proofRequired);
      await expect(checkAccount(deps(), { email, proof: evesProof })).rejects.toMatchObject(proofRequired);
    }
  });
});
