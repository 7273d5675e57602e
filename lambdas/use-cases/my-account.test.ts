import type { AccountType } from '../../shared/api/accounts.schema';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { storedOrder } from '../testing/order-fixture';
import { catalogue, fakeProvider, fixedBrand, MemoryOrders, MemoryUsers, NOW } from './fakes.test-support';
import { getBusiness, listMyEsims, listMyOrders } from './my-account';
import { getSessionUser, renameSessionUser } from './session-user';

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

describe('listMyEsims', () => {
  it('reports every eSIM of the account; one the provider cannot report comes with nulls', async () => {
    const provider = fakeProvider({
      getBundleStatus: async (iccid) => {
        if (iccid === SECOND) throw new Error('provider down');
        return {
          iccid,
          bundleId: '01032_3',
          bundleExpiry: '2099-01-01T00:00:00Z',
          bundleBalance: 512,
          totalDataAllocation: 1024,
          isBundleDepleted: false,
          isBundleExpired: false,
        };
      },
    });
    const { esims } = await listMyEsims(
      { users, provider, now: () => NOW, catalogue },
      { email: 'ada@example.com' },
    );
    expect(esims.map((e) => [e.iccid, e.statusAvailable])).toEqual([
      [FIRST, true],
      [SECOND, false],
    ]);
    expect(esims[0]).toMatchObject({ remainingMb: 512, percentUsed: 50, usageStatus: 'Active' });
    expect(esims[1]).toMatchObject({ remainingMb: null, totalMb: null, activationCode: null });
  });

  it('lists only the account’s own eSIMs and counts those others bought with its e-mail', async () => {
    const STRANGERS = '8944000000000000033';
    await users.addUnclaimedIccid((await users.getByEmail('ada@example.com'))!, STRANGERS);
    const answer = await listMyEsims(
      { users, provider: fakeProvider(), now: () => NOW, catalogue },
      { email: 'ada@example.com' },
    );
    expect(answer.esims.map((e) => e.iccid)).toEqual([FIRST, SECOND]);
    expect(answer.unclaimed).toBe(1);
  });
});

describe('listMyOrders', () => {
  it('lists the account’s orders of the caller’s e-mail only, newest first', async () => {
    const orders = new MemoryOrders();
    const base = storedOrder();
    await orders.create(
      storedOrder({ order_id: 'old', user_email: 'ada@example.com', created_at: '2026-10-01', iccid: FIRST }),
    );
    await orders.create(
      storedOrder({
        order_id: 'new',
        user_email: 'ada@example.com',
        created_at: '2026-11-01',
        status: 'completed',
        step: 'order_completed',
        final_price: 1299,
        email_proven: true,
      }),
    );
    await orders.create(
      storedOrder({ order_id: 'other', user_email: 'bob@example.com', email_proven: true }),
    );
    const { orders: mine } = await listMyOrders({ orders, users }, { email: 'ada@example.com' });
    expect(mine.map((o) => o.reference)).toEqual(['new', 'old']);
    expect(mine[0]).toEqual({
      reference: 'new',
      createdAt: '2026-11-01',
      status: 'completed',
      bundleName: base.order_data.bundle.name,
      zone: base.order_data.bundle.zone,
      totalCents: 1299,
      delivered: true,
      kind: 'esim',
    });
    expect(mine[1]?.delivered).toBe(false);
  });

  it('leaves out what others bought with the e-mail until it is claimed, and shows top-ups of its eSIMs', async () => {
    const STRANGERS = '8944000000000000033';
    await users.addUnclaimedIccid((await users.getByEmail('ada@example.com'))!, STRANGERS);
    const orders = new MemoryOrders();
    const ordered = (order_id: string, extra: Parameters<typeof storedOrder>[0]) =>
      orders.create(storedOrder({ order_id, user_email: 'ada@example.com', ...extra }));
    await ordered('strangers-esim', { iccid: STRANGERS, created_at: '2026-11-03' });
    await ordered('strangers-unpaid', { created_at: '2026-11-04' });
    await ordered('top-up-of-mine', { kind: 'topup', target_iccid: SECOND, created_at: '2026-11-02' });
    await ordered('top-up-of-theirs', { kind: 'topup', target_iccid: STRANGERS, created_at: '2026-11-05' });
    const list = async () =>
      (await listMyOrders({ orders, users }, { email: 'ada@example.com' })).orders.map((o) => o.reference);

    expect(await list()).toEqual(['top-up-of-mine']);
    await users.claimIccids('ada@example.com');
    expect(await list()).toEqual(['top-up-of-theirs', 'strangers-esim', 'top-up-of-mine']);
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
