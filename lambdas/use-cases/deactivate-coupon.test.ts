import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import { createCoupon } from './create-coupon';
import { deactivateCoupon } from './deactivate-coupon';
import { MemoryCoupons } from './fakes.test-support';
import { listCoupons } from './list-coupons';

// Wednesday 25 November 2026, 15:00 UTC.
const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;

describe('deactivateCoupon', () => {
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
});
