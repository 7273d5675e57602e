import type { AccountType } from '../../shared/api/accounts.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { requireEmailProof } from './email-proof';
import { proveEmail } from './email-proof.test-support';
import { MemoryUsers, MemoryVerifications, NOW } from './fakes.test-support';
import { MemoryIdentity } from './memory-identity.test-support';
import { registerAccount } from './register-account';

let users: MemoryUsers;
let identity: MemoryIdentity;
let verifications: MemoryVerifications;
const deps = () => ({ users, identity, verifications, now: () => NOW });

async function request(email = 'ada@example.com') {
  return { email, fullName: 'Ada Lovelace', password: 'S3cret!pw', proof: await proveEmail(deps(), email) };
}

beforeEach(() => {
  users = new MemoryUsers();
  identity = new MemoryIdentity();
  verifications = new MemoryVerifications();
});

describe('registerAccount', () => {
  it('creates the own-user sign-in and the users row together, and uses the proof up', async () => {
    const input = await request();
    await expect(registerAccount(deps(), input)).resolves.toEqual({ success: true });
    expect(identity.users.get('ada@example.com')).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      group: 'own-user',
      password: 'S3cret!pw',
    });
    expect(await users.getByEmail('ada@example.com')).toMatchObject({
      full_name: 'Ada Lovelace',
      account_type: 'own-user',
      iccid: '',
    });
    await expect(requireEmailProof(deps(), input.email, input.proof)).rejects.toThrow();
  });

  it('claims an anonymous buyer’s account: same id, creation date and ICCIDs, the new name', async () => {
    await users.create({
      id: 'buyer-1',
      email: 'ada@example.com',
      full_name: 'A. Buyer',
      account_type: 'own-user',
      iccid: '8944000000000000017',
      created_at: '2026-10-01T00:00:00.000Z',
    });
    await registerAccount(deps(), await request());
    expect(await users.getByEmail('ada@example.com')).toEqual({
      id: 'buyer-1',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      account_type: 'own-user',
      iccid: '8944000000000000017',
      created_at: '2026-10-01T00:00:00.000Z',
    });
  });

  it('moves the eSIMs bought for the address into the account’s list: the code proved it', async () => {
    await users.create({
      id: 'buyer-1',
      email: 'ada@example.com',
      full_name: 'A. Buyer',
      account_type: 'own-user',
      iccid: '',
      unclaimed_iccid: '8944000000000000017,8944000000000000025',
      created_at: '2026-10-01T00:00:00.000Z',
    });
    await registerAccount(deps(), await request());
    expect(await users.getByEmail('ada@example.com')).toMatchObject({
      iccid: '8944000000000000017,8944000000000000025',
      unclaimed_iccid: '',
    });
  });

  it('answers 409 when a sign-in exists already, leaving it and the proof as they were', async () => {
    identity.users.set('ada@example.com', {
      email: 'ada@example.com',
      name: 'Ada',
      group: 'own-user',
      password: 'Original!1',
    });
    const input = await request();
    await expect(registerAccount(deps(), input)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.account.alreadyRegistered,
    });
    expect(identity.users.get('ada@example.com')?.password).toBe('Original!1');
    await expect(requireEmailProof(deps(), input.email, input.proof)).resolves.toBeUndefined();
  });

  it.each<AccountType>(['own-admin', 'business-admin', 'business-user'])(
    'never claims a %s row',
    async (accountType) => {
      await users.create({
        id: 'staff',
        email: 'ada@example.com',
        full_name: 'Staff',
        account_type: accountType,
        iccid: '',
        created_at: 'x',
      });
      await expect(registerAccount(deps(), await request())).rejects.toMatchObject({
        statusCode: 403,
        message: MESSAGES.account.notClaimable,
      });
      expect(identity.users.size).toBe(0);
      expect((await users.getByEmail('ada@example.com'))?.full_name).toBe('Staff');
    },
  );

  it('refuses without a proof of the address', async () => {
    const input = await request();
    const evesProof = await proveEmail(deps(), 'eve@example.com');
    for (const proof of ['', evesProof]) {
      await expect(registerAccount(deps(), { ...input, proof })).rejects.toMatchObject({
        statusCode: 403,
        message: MESSAGES.emailCode.proofRequired,
      });
    }
    expect(identity.users.size).toBe(0);
    expect(users.rows.size).toBe(0);
  });

  it('removes the sign-in again when the users row cannot be written, and keeps the proof', async () => {
    const input = await request();
    vi.spyOn(users, 'ensureUser').mockRejectedValueOnce(new Error('DynamoDB down'));
    await expect(registerAccount(deps(), input)).rejects.toThrow('DynamoDB down');
    expect(identity.users.size).toBe(0);
    expect(users.rows.size).toBe(0);
    await expect(registerAccount(deps(), input)).resolves.toEqual({ success: true });
  });

  it('registers once when the same request arrives twice at once', async () => {
    const input = await request();
    const results = await Promise.allSettled([
      registerAccount(deps(), input),
      registerAccount(deps(), input),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(identity.users.size).toBe(1);
  });
});
