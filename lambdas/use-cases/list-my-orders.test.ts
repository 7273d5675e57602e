import { storedOrder } from '../testing/order-fixture';
import { MemoryOrders, MemoryUsers } from './fakes.test-support';
import { listMyOrders } from './list-my-orders';

const FIRST = '8944000000000000017';
const SECOND = '8944000000000000025';
let users: MemoryUsers;

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
