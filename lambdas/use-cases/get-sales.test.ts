import { storedOrder } from '../testing/order-fixture';
import { MemorySalesLedger } from './fakes.test-support';
import { getSales, periodDays } from './get-sales';
import { salesFigures, ZERO_COUNTERS } from './sales-figures';

const NOW = new Date('2026-11-28T15:00:00Z');
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('salesFigures', () => {
  it('net is gross less VAT, the average order is gross per order to the cent, conversion is per step', () => {
    const figures = salesFigures({
      ...ZERO_COUNTERS,
      started: 8,
      paid: 3,
      grossCents: 1000,
      vatCents: 174,
      netCents: 826,
      delivered: 2,
      failed: 1,
    });
    expect(figures).toMatchObject({
      orders: 3,
      grossCents: 1000,
      vatCents: 174,
      netCents: 826,
      averageOrderCents: 333,
      paidRate: 3 / 8,
      deliveredRate: 2 / 3,
      failed: 1,
    });
  });

  it('has no average and no conversion without orders, and never a rate above 1', () => {
    expect(salesFigures(ZERO_COUNTERS)).toMatchObject({
      averageOrderCents: 0,
      paidRate: null,
      deliveredRate: null,
    });
    // Paid today for a checkout started yesterday: the day's share is capped, not 200 %.
    expect(salesFigures({ ...ZERO_COUNTERS, started: 1, paid: 2 }).paidRate).toBe(1);
  });
});

describe('getSales', () => {
  it('names every day of the period, today included, oldest first', () => {
    expect(periodDays(7, NOW)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(periodDays(90, NOW)).toHaveLength(90);
    expect(periodDays(90, NOW)[0]).toBe('2026-08-31');
  });

  it('adds the counted steps up per day, for the period, per zone and per coupon', async () => {
    const sales = new MemorySalesLedger();
    const europe = storedOrder({ order_id: 'o-1', final_price: 1661 });
    const asia = storedOrder({
      order_id: 'o-2',
      final_price: 2000,
      coupon_code: 'WELCOME10',
      order_data: { ...europe.order_data, bundle: { ...europe.order_data.bundle, zone: 'Asia' } },
    });
    const old = storedOrder({ order_id: 'o-old' });
    for (const order of [europe, asia]) {
      await sales.recordOrder('started', order, at('2026-11-27'));
      await sales.recordOrder('paid', order, at('2026-11-27'));
    }
    await sales.recordOrder('delivered', europe, at('2026-11-28'));
    await sales.recordOrder('failed', asia, at('2026-11-28'));
    await sales.recordOrder('paid', old, at('2026-11-01'));
    await sales.recordRefund({ refundId: 're_1', order: asia, amountCents: 500, at: at('2026-11-28') });

    const answer = await getSales({ sales, now: () => NOW }, { days: 7 });
    expect(answer).toMatchObject({ days: 7, from: '2026-11-22', to: '2026-11-28' });
    expect(answer.daily).toHaveLength(7);
    expect(answer.daily[0]).toMatchObject({ date: '2026-11-22', orders: 0, grossCents: 0, paidRate: null });
    const vat = europe.order_data.quote.vatCents * 2;
    expect(answer.daily[5]).toMatchObject({ date: '2026-11-27', started: 2, orders: 2, grossCents: 3661 });
    expect(answer.daily[5]!.vatCents).toBe(vat);
    expect(answer.daily[6]).toMatchObject({ delivered: 1, failed: 1, refunds: 1, refundedCents: 500 });
    // The order paid on 1 November is outside the last 7 days.
    expect(answer.totals).toMatchObject({
      started: 2,
      orders: 2,
      grossCents: 3661,
      netCents: 3661 - vat,
      averageOrderCents: 1831,
      paidRate: 1,
      deliveredRate: 0.5,
      refundedCents: 500,
    });
    expect(answer.zones.map((z) => [z.zone, z.grossCents, z.refundedCents])).toEqual([
      ['Asia', 2000, 500],
      ['Europe', 1661, 0],
    ]);
    expect(answer.coupons).toEqual([
      expect.objectContaining({ coupon: 'WELCOME10', orders: 1, grossCents: 2000, failed: 1 }),
    ]);
  });
});
