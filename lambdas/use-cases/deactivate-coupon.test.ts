import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import { createCoupon } from './create-coupon';
import { deactivateCoupon } from './deactivate-coupon';
import { ADMIN_CALLER, MemoryCoupons, memoryAuditLog } from './fakes.test-support';
import { listCoupons } from './list-coupons';

// Wednesday 25 November 2026, 15:00 UTC.
const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;
let audit = memoryAuditLog();
beforeEach(() => {
  audit = memoryAuditLog();
});

describe('deactivateCoupon', () => {
  it('deactivates a coupon: it stays listed, no longer usable; an unknown code is a 404', async () => {
    const coupons = new MemoryCoupons();
    await createCoupon({ coupons, now, audit }, ADMIN_CALLER, { code: 'FREEESIM', discountType: 'free' });

    const deactivated = await deactivateCoupon({ coupons, now, audit }, ADMIN_CALLER, 'freeesim');

    expect(deactivated).toMatchObject({ code: 'FREEESIM', status: 'inactive', usable: false });
    expect((await listCoupons({ coupons, now })).coupons).toEqual([deactivated]);
    expect(audit.records().at(-1)).toEqual({
      kind: 'coupon',
      action: 'deactivate',
      actor: { id: 'admin-sub-1', email: 'boss@example.com' },
      subject: 'FREEESIM',
      before: expect.objectContaining({ code: 'FREEESIM', status: 'active' }),
      after: expect.objectContaining({ code: 'FREEESIM', status: 'inactive' }),
    });
    const recorded = audit.entries.length;
    await expect(deactivateCoupon({ coupons, now, audit }, ADMIN_CALLER, 'NOPE')).rejects.toMatchObject({
      statusCode: 404,
      message: COUPON_MESSAGES.notFound,
    });
    expect(audit.entries).toHaveLength(recorded);
  });
});
