import type { AccountType } from '../../shared/api/accounts.schema';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { fixedBrand, MemoryUsers } from './fakes.test-support';
import { getBusiness } from './get-business';

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

describe('getBusiness', () => {
  beforeEach(async () => {
    await row('boss@example.com', 'business-admin', { id: 'biz-1' });
    await row('staff@example.com', 'business-user', { business_id: 'biz-1' });
    await row('rival@example.com', 'business-admin', { id: 'biz-2' });
    await row('rival-staff@example.com', 'business-user', { business_id: 'biz-2' });
  });

  it.each(['boss@example.com', 'staff@example.com'])(
    'shows %s the business brand and its own users only',
    async (email) => {
      const answer = await getBusiness({ users, brands: fixedBrand }, { email });
      expect(answer.business).toEqual({
        name: DEFAULT_BRAND.name,
        logoUrl: DEFAULT_BRAND.logoUrl,
        primaryColor: DEFAULT_BRAND.colors.primary,
        secondaryColor: DEFAULT_BRAND.colors.secondary,
      });
      expect(answer.users.map((u) => [u.email, u.accountType])).toEqual([
        ['boss@example.com', 'business-admin'],
        ['staff@example.com', 'business-user'],
      ]);
    },
  );

  it.each<AccountType>(['own-user', 'own-admin'])('refuses a %s with 403', async (accountType) => {
    await row('other@example.com', accountType);
    await expect(
      getBusiness({ users, brands: fixedBrand }, { email: 'other@example.com' }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
