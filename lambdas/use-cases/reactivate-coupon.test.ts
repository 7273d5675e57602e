import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import { createCoupon } from './create-coupon';
import { deactivateCoupon } from './deactivate-coupon';
import { ADMIN_CALLER, MemoryCoupons, memoryAuditLog } from './fakes.test-support';
import { reactivateCoupon } from './reactivate-coupon';

// Wednesday 25 November 2026, 15:00 UTC.
const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;
let audit = memoryAuditLog();
beforeEach(() => {
  audit = memoryAuditLog();
});

describe('reactivateCoupon', () => {
  it('reactivates a deactivated coupon as it was, usable at checkout again; an unknown code is a 404', async () => {
    const coupons = new MemoryCoupons();
    await createCoupon({ coupons, now, audit }, ADMIN_CALLER, {
      code: 'SUMMER10',
      discountType: 'percentage',
      discountValue: 10,
    });
    await deactivateCoupon({ coupons, now, audit }, ADMIN_CALLER, 'SUMMER10');

    const reactivated = await reactivateCoupon({ coupons, now, audit }, ADMIN_CALLER, 'summer10');

    expect(reactivated).toMatchObject({
      code: 'SUMMER10',
      status: 'active',
      usable: true,
      discountType: 'percentage',
      discountValue: 10,
    });
    expect((await coupons.get('SUMMER10'))?.status).toBe('active');
    expect(audit.records().map(({ action, before, after }) => [action, before, after])).toEqual([
      ['create', undefined, expect.objectContaining({ status: 'active' })],
      [
        'deactivate',
        expect.objectContaining({ status: 'active' }),
        expect.objectContaining({ status: 'inactive' }),
      ],
      [
        'reactivate',
        expect.objectContaining({ status: 'inactive' }),
        expect.objectContaining({ status: 'active' }),
      ],
    ]);
    await expect(reactivateCoupon({ coupons, now, audit }, ADMIN_CALLER, 'NOPE')).rejects.toMatchObject({
      statusCode: 404,
      message: COUPON_MESSAGES.notFound,
    });
  });
});
