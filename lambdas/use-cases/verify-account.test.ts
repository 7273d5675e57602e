import { MESSAGES } from '../../shared/validation/messages';
import { proveEmail } from './email-proof.test-support';
import { MemoryUsers, MemoryVerifications, NOW } from './fakes.test-support';
import { MemoryIdentity } from './memory-identity.test-support';
import { verifyAccount } from './verify-account';

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

describe('verifyAccount', () => {
  it('needs the proof first, then the spec’s e-mail and ICCID check', async () => {
    await expect(
      verifyAccount(deps(), { email: 'ada@example.com', iccid: ICCID, proof: '' }),
    ).rejects.toMatchObject(proofRequired);
    const proof = await proveEmail(deps(), 'ada@example.com');
    await expect(verifyAccount(deps(), { email: 'ada@example.com', iccid: ICCID, proof })).resolves.toEqual({
      verified: true,
    });
    await expect(
      verifyAccount(deps(), { email: 'ada@example.com', iccid: '8944000000000000055', proof }),
    ).rejects.toMatchObject({ statusCode: 403, message: MESSAGES.account.iccidMismatch });
    const newcomer = await proveEmail(deps(), 'new@example.com');
    await expect(
      verifyAccount(deps(), { email: 'new@example.com', iccid: ICCID, proof: newcomer }),
    ).rejects.toMatchObject({ statusCode: 404, message: MESSAGES.account.userNotFound });
  });
});
