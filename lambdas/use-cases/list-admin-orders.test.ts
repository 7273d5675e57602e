import { adminOrdersQuerySchema } from '../../shared/api/admin-console.schema';
import { storedOrder } from '../testing/order-fixture';
import type { OrderRecord } from '../ports/order-store';
import { listAdminOrders, revenuePeriods } from './list-admin-orders';
import { MemoryOrders } from './fakes.test-support';

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
