import {
  adminOrdersQuerySchema,
  COUPON_MESSAGES,
  createCouponRequestSchema,
} from '../../shared/api/admin-console.schema';
import { storedOrder } from '../testing/order-fixture';
import type { OrderRecord } from '../ports/order-store';
import {
  createCoupon,
  deactivateCoupon,
  reactivateCoupon,
  listAdminOrders,
  listAdminUsers,
  listCoupons,
  revenuePeriods,
} from './admin-console';
import { MemoryCoupons, MemoryOrders, MemoryUsers } from './fakes.test-support';

// Wednesday 25 November 2026, 15:00 UTC: the week began on Monday the 23rd.
const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;

function order(n: number, extra: Partial<OrderRecord> = {}): OrderRecord {
  return storedOrder({
    order_id: `roamly_order_${n}`,
    user_email: `traveller${n % 2}@example.com`,
    created_at: new Date(NOW.getTime() - n * 3_600_000).toISOString(),
    ...extra,
  });
}

const query = (input: Record<string, string> = {}) => adminOrdersQuerySchema.parse(input);

describe('listAdminOrders', () => {
  it('pages through every order newest first, and the last page says there is no more', async () => {
    const orders = new MemoryOrders();
    for (let n = 1; n <= 5; n++) await orders.create(order(n));

    const first = await listAdminOrders({ orders, now }, query({ limit: '2' }));
    const second = await listAdminOrders({ orders, now }, query({ limit: '2', cursor: first.nextCursor! }));
    const third = await listAdminOrders({ orders, now }, query({ limit: '2', cursor: second.nextCursor! }));

    expect([first, second, third].flatMap((page) => page.orders.map((o) => o.reference))).toEqual([
      'roamly_order_1',
      'roamly_order_2',
      'roamly_order_3',
      'roamly_order_4',
      'roamly_order_5',
    ]);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by status and shows the failed step and its message', async () => {
    const orders = new MemoryOrders();
    await orders.create(order(1, { status: 'completed', step: 'completed_order_completed', step_number: 6 }));
    await orders.create(
      order(2, {
        status: 'error',
        step: 'error_poll_for_iccid',
        step_number: 2,
        error_message: 'Timeout waiting for ICCID. Please refresh or contact support.',
      }),
    );

    const page = await listAdminOrders({ orders, now }, query({ status: 'error' }));

    expect(page.orders).toEqual([
      expect.objectContaining({
        reference: 'roamly_order_2',
        step: 'error_poll_for_iccid',
        stepNumber: 2,
        errorMessage: 'Timeout waiting for ICCID. Please refresh or contact support.',
      }),
    ]);
  });

  it('names each order’s kind, so a top-up shows its own steps; stored orders without one are eSIMs', async () => {
    const orders = new MemoryOrders();
    await orders.create(order(1, { kind: 'topup', step: 'started_apply_top_up', step_number: 0 }));
    await orders.create(order(2));

    const page = await listAdminOrders({ orders, now }, query());

    expect(page.orders.map((o) => [o.reference, o.kind])).toEqual([
      ['roamly_order_1', 'topup'],
      ['roamly_order_2', 'esim'],
    ]);
  });

  it('filters by every status, payment_failed and cancelled among them', async () => {
    const orders = new MemoryOrders();
    await orders.create(order(1, { status: 'payment_failed' }));
    await orders.create(order(2, { status: 'cancelled' }));
    await orders.create(order(3));

    for (const [status, reference] of [
      ['payment_failed', 'roamly_order_1'],
      ['cancelled', 'roamly_order_2'],
      ['started', 'roamly_order_3'],
    ]) {
      const page = await listAdminOrders({ orders, now }, query({ status: status! }));
      expect(page.orders.map((o) => o.reference)).toEqual([reference]);
    }
  });

  it('finds an order by its reference, and the orders of an e-mail in any case', async () => {
    const orders = new MemoryOrders();
    for (let n = 1; n <= 4; n++) await orders.create(order(n));

    const byReference = await listAdminOrders({ orders, now }, query({ q: 'roamly_order_3' }));
    const byEmail = await listAdminOrders({ orders, now }, query({ q: ' Traveller0@Example.com ' }));
    const unknown = await listAdminOrders({ orders, now }, query({ q: 'roamly_order_99' }));

    expect(byReference.orders.map((o) => o.reference)).toEqual(['roamly_order_3']);
    expect(byEmail.orders.map((o) => o.reference)).toEqual(['roamly_order_2', 'roamly_order_4']);
    expect(unknown.orders).toEqual([]);
  });

  it('totals the paid orders of today and of this week (from Monday, UTC), unpaid and staff test orders aside', async () => {
    const orders = new MemoryOrders();
    await orders.create(order(1, { paid: true, final_price: 1000 })); // today 14:00
    await orders.create(order(2, { paid: false, final_price: 5000 })); // today, never paid
    await orders.create(order(3, { paid: true, final_price: 0, test: true })); // today, a staff test order
    await orders.create(order(30, { paid: true, final_price: 250 })); // Tuesday
    await orders.create(order(70, { paid: true, final_price: 9999 })); // Sunday, last week

    const { totals } = await listAdminOrders({ orders, now }, query());

    expect(totals).toEqual({ today: { count: 1, totalCents: 1000 }, week: { count: 2, totalCents: 1250 } });
    expect(revenuePeriods(NOW)).toEqual({
      today: new Date('2026-11-25T00:00:00.000Z'),
      week: new Date('2026-11-23T00:00:00.000Z'),
    });
  });

  it('refuses a page link it did not make', async () => {
    await expect(
      listAdminOrders({ orders: new MemoryOrders(), now }, query({ cursor: 'not-a-cursor' })),
    ).rejects.toMatchObject({ statusCode: 400, message: 'This page link is no longer valid.' });
  });

  it.each([
    [{ status: 'lost' }, 'status'],
    [{ limit: '500' }, 'limit'],
  ])('refuses the query %j', (input, field) => {
    const parsed = adminOrdersQuerySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('listAdminUsers', () => {
  it('lists e-mail, name, type and creation, searched by e-mail or name, page by page', async () => {
    const users = new MemoryUsers();
    for (const [email, name] of [
      ['ada@example.com', 'Ada Lovelace'],
      ['grace@example.com', 'Grace Hopper'],
      ['alan@example.com', 'Alan Turing'],
    ] as const) {
      await users.create({
        id: email,
        email,
        full_name: name,
        account_type: 'own-user',
        iccid: '',
        created_at: 'x',
      });
    }

    const searched = await listAdminUsers({ users }, { q: 'Hopper', limit: 25 });
    const first = await listAdminUsers({ users }, { limit: 2 });
    const second = await listAdminUsers({ users }, { limit: 2, cursor: first.nextCursor! });

    expect(searched.users).toEqual([
      {
        id: 'grace@example.com',
        email: 'grace@example.com',
        name: 'Grace Hopper',
        accountType: 'own-user',
        createdAt: 'x',
      },
    ]);
    expect([...first.users, ...second.users].map((u) => u.email)).toEqual([
      'ada@example.com',
      'alan@example.com',
      'grace@example.com',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('coupons', () => {
  it('creates an active coupon with its code upper-cased, listed as usable', async () => {
    const coupons = new MemoryCoupons();

    const created = await createCoupon(
      { coupons, now },
      { code: 'summer15', discountType: 'percentage', discountValue: 15, validUntil: '2027-01-31' },
    );

    expect(created).toEqual({
      code: 'SUMMER15',
      status: 'active',
      discountType: 'percentage',
      discountValue: 15,
      validUntil: '2027-01-31T00:00:00.000Z',
      usable: true,
    });
    expect((await listCoupons({ coupons, now })).coupons).toEqual([created]);
    expect(await coupons.get('Summer15')).toMatchObject({ status: 'active', discount_value: 15 });
  });

  it('refuses a code that exists in another case, and keeps the first', async () => {
    const coupons = new MemoryCoupons();
    await createCoupon({ coupons, now }, { code: 'SAVE5', discountType: 'fixed', discountValue: 5 });

    await expect(
      createCoupon({ coupons, now }, { code: 'save5', discountType: 'free' }),
    ).rejects.toMatchObject({ statusCode: 409, message: COUPON_MESSAGES.exists });
    expect(await coupons.get('SAVE5')).toMatchObject({ discount_type: 'fixed', discount_value: 5 });
  });

  it('refuses an end date in the past', async () => {
    await expect(
      createCoupon(
        { coupons: new MemoryCoupons(), now },
        { code: 'OLD', discountType: 'free', validUntil: '2026-01-01' },
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: COUPON_MESSAGES.validUntil });
  });

  it('deactivates a coupon: it stays listed, no longer usable; an unknown code is a 404', async () => {
    const coupons = new MemoryCoupons();
    await createCoupon({ coupons, now }, { code: 'FREEESIM', discountType: 'free' });

    const deactivated = await deactivateCoupon({ coupons, now }, 'freeesim');

    expect(deactivated).toMatchObject({ code: 'FREEESIM', status: 'inactive', usable: false });
    expect((await listCoupons({ coupons, now })).coupons).toEqual([deactivated]);
    await expect(deactivateCoupon({ coupons, now }, 'NOPE')).rejects.toMatchObject({
      statusCode: 404,
      message: COUPON_MESSAGES.notFound,
    });
  });

  it('reactivates a deactivated coupon as it was, usable at checkout again; an unknown code is a 404', async () => {
    const coupons = new MemoryCoupons();
    await createCoupon({ coupons, now }, { code: 'SUMMER10', discountType: 'percentage', discountValue: 10 });
    await deactivateCoupon({ coupons, now }, 'SUMMER10');

    const reactivated = await reactivateCoupon({ coupons, now }, 'summer10');

    expect(reactivated).toMatchObject({
      code: 'SUMMER10',
      status: 'active',
      usable: true,
      discountType: 'percentage',
      discountValue: 10,
    });
    expect((await coupons.get('SUMMER10'))?.status).toBe('active');
    await expect(reactivateCoupon({ coupons, now }, 'NOPE')).rejects.toMatchObject({
      statusCode: 404,
      message: COUPON_MESSAGES.notFound,
    });
  });
});

describe('the coupon form schema', () => {
  it.each([
    [{ code: 'ab', discountType: 'free' }, 'code', COUPON_MESSAGES.codeFormat],
    [{ code: 'bad code', discountType: 'free' }, 'code', COUPON_MESSAGES.codeFormat],
    [
      { code: 'TEN', discountType: 'percentage', discountValue: 0 },
      'discountValue',
      COUPON_MESSAGES.percentage,
    ],
    [
      { code: 'TEN', discountType: 'percentage', discountValue: 101 },
      'discountValue',
      COUPON_MESSAGES.percentage,
    ],
    [
      { code: 'TEN', discountType: 'percentage', discountValue: 12.5 },
      'discountValue',
      COUPON_MESSAGES.percentage,
    ],
    [{ code: 'TEN', discountType: 'fixed', discountValue: 0.001 }, 'discountValue', COUPON_MESSAGES.fixed],
    [{ code: 'TEN', discountType: 'fixed' }, 'discountValue', COUPON_MESSAGES.fixed],
    [{ code: 'TEN', discountType: 'free', validUntil: 'someday' }, 'validUntil', COUPON_MESSAGES.validUntil],
  ])('refuses %j', (input, field, message) => {
    const parsed = createCouponRequestSchema.safeParse(input);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('takes euros and cents for a fixed amount', () => {
    expect(
      createCouponRequestSchema.parse({ code: 'ten', discountType: 'fixed', discountValue: 0.1 }),
    ).toMatchObject({
      code: 'TEN',
      discountValue: 0.1,
    });
  });
});
