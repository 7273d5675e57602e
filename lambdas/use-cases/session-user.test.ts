import type { AccountType } from '../../shared/api/accounts.schema';
import { MemoryUsers } from './fakes.test-support';
import { getSessionUser } from './get-session-user';
import { renameSessionUser } from './rename-session-user';

const FIRST = '8944000000000000017';
const SECOND = '8944000000000000025';
let users: MemoryUsers;

const row = (email: string, accountType: AccountType, extra: { id?: string; business_id?: string } = {}) =>
  users.create({
    id: extra.id ?? `id-${email}`,
    email,
    full_name: email.split('@')[0]!,
    account_type: accountType,
    iccid: '',
    created_at: `2026-11-0${users.rows.size + 1}T00:00:00.000Z`,
    ...(extra.business_id && { business_id: extra.business_id }),
  });

beforeEach(async () => {
  users = new MemoryUsers();
  await users.create({
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada',
    account_type: 'own-user',
    iccid: `${FIRST},${SECOND}`,
    created_at: '2026-11-01T00:00:00.000Z',
  });
});

describe('the session user', () => {
  it('is the spec’s object for the caller’s row, and takes a new name', async () => {
    await expect(getSessionUser({ users }, { email: 'ada@example.com' })).resolves.toEqual({
      id: 'u1',
      email: 'ada@example.com',
      type: 'own-user',
      name: 'Ada',
      businessId: null,
      isActivated: false,
      iccid: `${FIRST},${SECOND}`,
    });
    await expect(
      renameSessionUser({ users }, { email: 'ada@example.com' }, { fullName: 'Ada Lovelace' }),
    ).resolves.toMatchObject({ id: 'u1', name: 'Ada Lovelace' });
    expect((await users.getByEmail('ada@example.com'))?.full_name).toBe('Ada Lovelace');
  });

  it('answers 404 for a sign-in without a users row, and creates none', async () => {
    await expect(getSessionUser({ users }, { email: 'ghost@example.com' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      renameSessionUser({ users }, { email: 'ghost@example.com' }, { fullName: 'Ghost' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(users.rows.size).toBe(1);
  });

  it('names the business of business accounts: its own id for the admin, the admin’s for a user', async () => {
    await row('boss@example.com', 'business-admin', { id: 'biz-1' });
    await row('staff@example.com', 'business-user', { business_id: 'biz-1' });
    await expect(getSessionUser({ users }, { email: 'boss@example.com' })).resolves.toMatchObject({
      businessId: 'biz-1',
      isActivated: true,
    });
    await expect(getSessionUser({ users }, { email: 'staff@example.com' })).resolves.toMatchObject({
      businessId: 'biz-1',
      isActivated: false,
    });
  });
});
