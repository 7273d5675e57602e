import { MESSAGES } from '../../shared/validation/messages';
import type { AccountType } from '../../shared/api/accounts.schema';
import { ValidationError } from '../lib/errors';
import { setAccountPassword } from './set-account-password';
import { proveEmail } from './email-proof.test-support';
import { MemoryUsers, MemoryVerifications, NOW } from './fakes.test-support';
import { MemoryIdentity } from './memory-identity.test-support';

const ICCID = '8944000000000000017';
let users: MemoryUsers;
let identity: MemoryIdentity;
let verifications: MemoryVerifications;
const deps = () => ({ users, identity, verifications, now: () => NOW });
const proofRequired = { statusCode: 403, message: MESSAGES.emailCode.proofRequired };

const seed = (email: string, accountType: AccountType) =>
  users.create({
    id: `id-${email}`,
    email,
    full_name: 'Ada Traveller',
    account_type: accountType,
    iccid: `8944000000000000099,${ICCID}`,
    created_at: 'x',
  });

async function request(email = 'ada@example.com', password = 'S3cret!pw') {
  return { email, iccid: ICCID, password, proof: await proveEmail(deps(), email) };
}

beforeEach(async () => {
  users = new MemoryUsers();
  identity = new MemoryIdentity();
  verifications = new MemoryVerifications();
  await seed('ada@example.com', 'own-user');
});

describe('setAccountPassword', () => {
  it('creates the missing own-user sign-in with the password, and says it created it', async () => {
    await expect(setAccountPassword(deps(), await request())).resolves.toEqual({
      success: true,
      created: true,
    });
    expect(identity.users.get('ada@example.com')).toEqual({
      email: 'ada@example.com',
      name: 'Ada Traveller',
      group: 'own-user',
      password: 'S3cret!pw',
    });
  });

  it('takes an ICCID bought for the address but not claimed, and claims the address’s eSIMs', async () => {
    const bought = '8944000000000000033';
    await users.addUnclaimedIccid((await users.getByEmail('ada@example.com'))!, bought);
    const input = { ...(await request()), iccid: bought };
    await expect(setAccountPassword(deps(), input)).resolves.toMatchObject({ success: true });
    expect(await users.getByEmail('ada@example.com')).toMatchObject({
      iccid: `8944000000000000099,${ICCID},${bought}`,
      unclaimed_iccid: '',
    });
  });

  it('changes the password of an existing sign-in, keeping its group', async () => {
    identity.users.set('ada@example.com', { email: 'ada@example.com', name: 'Ada', group: 'own-user' });
    await expect(setAccountPassword(deps(), await request(undefined, 'N3w!pass'))).resolves.toEqual({
      success: true,
      created: false,
    });
    expect(identity.users.get('ada@example.com')).toMatchObject({ group: 'own-user', password: 'N3w!pass' });
  });

  it('uses the proof up: the same request replayed is refused', async () => {
    const input = await request();
    await setAccountPassword(deps(), input);
    await expect(setAccountPassword(deps(), { ...input, password: 'Att4cker!' })).rejects.toMatchObject(
      proofRequired,
    );
    expect(identity.users.get('ada@example.com')?.password).toBe('S3cret!pw');
  });

  it('sets nothing with e-mail and ICCID alone, or with a proof of another address', async () => {
    const input = await request();
    await expect(setAccountPassword(deps(), { ...input, proof: '' })).rejects.toMatchObject(proofRequired);
    const evesProof = await proveEmail(deps(), 'eve@example.com');
    await expect(setAccountPassword(deps(), { ...input, proof: evesProof })).rejects.toMatchObject(
      proofRequired,
    );
    expect(identity.users.size).toBe(0);
  });

  it('sets nothing for a wrong ICCID or an unknown e-mail, and keeps the proof for a corrected try', async () => {
    const input = await request();
    await expect(
      setAccountPassword(deps(), { ...input, iccid: '8944000000000000055' }),
    ).rejects.toMatchObject({ statusCode: 403, message: MESSAGES.account.iccidMismatch });
    const stranger = await request('bob@example.com');
    await expect(setAccountPassword(deps(), stranger)).rejects.toMatchObject({
      statusCode: 404,
      message: MESSAGES.account.userNotFound,
    });
    expect(identity.users.size).toBe(0);
    await expect(setAccountPassword(deps(), input)).resolves.toMatchObject({ created: true });
  });

  it.each<AccountType>(['own-admin', 'business-admin', 'business-user'])(
    'never sets up a %s account, even for its proven owner',
    async (accountType) => {
      await seed('staff@example.com', accountType);
      identity.users.set('staff@example.com', {
        email: 'staff@example.com',
        name: 'Staff',
        group: accountType,
        password: 'Original!1',
      });
      await expect(setAccountPassword(deps(), await request('staff@example.com'))).rejects.toMatchObject({
        statusCode: 403,
        message: MESSAGES.account.notClaimable,
      });
      expect(identity.users.get('staff@example.com')).toMatchObject({
        group: accountType,
        password: 'Original!1',
      });
    },
  );

  it('lets one of two concurrent requests with one proof set its password', async () => {
    const input = await request();
    const results = await Promise.allSettled([
      setAccountPassword(deps(), input),
      setAccountPassword(deps(), { ...input, password: 'Other!pass1' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('passes on the pool’s password-policy message, leaves no sign-in behind and keeps the proof', async () => {
    const input = await request(undefined, 'weakweak');
    identity.failing.setPassword = new ValidationError('Password must have uppercase characters');
    await expect(setAccountPassword(deps(), input)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Password must have uppercase characters',
    });
    expect(identity.users.size).toBe(0);
    identity.failing = {};
    await expect(setAccountPassword(deps(), { ...input, password: 'Str0ng!pw' })).resolves.toMatchObject({
      created: true,
    });
  });

  it('hides a directory failure behind the spec’s text', async () => {
    identity.failing = { exists: new Error('throttled') };
    await expect(setAccountPassword(deps(), await request())).rejects.toMatchObject({
      statusCode: 502,
      message: MESSAGES.password.updateFailed,
    });
  });
});
