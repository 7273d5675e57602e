import { MESSAGES } from '../../shared/validation/messages';
import { ValidationError } from '../lib/errors';
import { setAccountPassword } from './account-password';
import { MemoryUsers } from './fakes.test-support';
import { MemoryIdentity } from './memory-identity.test-support';

const ICCID = '8944000000000000017';
let users: MemoryUsers;
let identity: MemoryIdentity;

beforeEach(async () => {
  users = new MemoryUsers();
  identity = new MemoryIdentity();
  await users.create({
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Traveller',
    account_type: 'business-user',
    iccid: `8944000000000000099,${ICCID}`,
    created_at: 'x',
  });
});

describe('setAccountPassword', () => {
  it('creates the missing sign-in in the group of the account type, then sets the password', async () => {
    await expect(
      setAccountPassword(
        { users, identity },
        { email: 'ada@example.com', iccid: ICCID, password: 'S3cret!pw' },
      ),
    ).resolves.toEqual({ success: true, created: true });
    expect(identity.users.get('ada@example.com')).toEqual({
      email: 'ada@example.com',
      name: 'Ada Traveller',
      group: 'business-user',
      password: 'S3cret!pw',
    });
  });

  it('changes the password of an existing sign-in without creating another', async () => {
    identity.users.set('ada@example.com', { email: 'ada@example.com', name: 'Ada', group: 'own-user' });
    await setAccountPassword(
      { users, identity },
      { email: 'ada@example.com', iccid: ICCID, password: 'N3w!pass' },
    );
    expect(identity.users.get('ada@example.com')).toMatchObject({ group: 'own-user', password: 'N3w!pass' });
  });

  it('sets nothing when the ICCID is not the account’s, or the e-mail is unknown', async () => {
    await expect(
      setAccountPassword(
        { users, identity },
        { email: 'ada@example.com', iccid: '8944000000000000055', password: 'S3cret!pw' },
      ),
    ).rejects.toThrow(MESSAGES.account.iccidMismatch);
    await expect(
      setAccountPassword(
        { users, identity },
        { email: 'bob@example.com', iccid: ICCID, password: 'S3cret!pw' },
      ),
    ).rejects.toThrow(MESSAGES.account.userNotFound);
    expect(identity.users.size).toBe(0);
  });

  it('passes on the pool’s password-policy message and hides other failures behind the spec’s text', async () => {
    const input = { email: 'ada@example.com', iccid: ICCID, password: 'weakweak' };
    identity.failing.setPassword = new ValidationError('Password must have uppercase characters');
    await expect(setAccountPassword({ users, identity }, input)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Password must have uppercase characters',
    });
    identity.failing = { exists: new Error('throttled') };
    await expect(setAccountPassword({ users, identity }, input)).rejects.toMatchObject({
      statusCode: 502,
      message: MESSAGES.password.updateFailed,
    });
  });
});
