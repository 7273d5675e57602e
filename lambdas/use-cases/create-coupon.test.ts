import { COUPON_MESSAGES, createCouponRequestSchema } from '../../shared/api/admin-console.schema';
import { createCoupon } from './create-coupon';
import { ADMIN_CALLER, MemoryCoupons, memoryAuditLog } from './fakes.test-support';
import { listCoupons } from './list-coupons';

// Wednesday 25 November 2026, 15:00 UTC.
const NOW = new Date('2026-11-25T15:00:00.000Z');
const now = () => NOW;
let audit = memoryAuditLog();
beforeEach(() => {
  audit = memoryAuditLog();
});

describe('createCoupon', () => {
  it('creates an active coupon with its code upper-cased, listed as usable', async () => {
    const coupons = new MemoryCoupons();

    const created = await createCoupon({ coupons, now, audit }, ADMIN_CALLER, {
      code: 'summer15',
      discountType: 'percentage',
      discountValue: 15,
      validUntil: '2027-01-31',
    });

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
    expect(audit.records()).toEqual([
      {
        kind: 'coupon',
        action: 'create',
        actor: { id: 'admin-sub-1', email: 'boss@example.com' },
        subject: 'SUMMER15',
        after: {
          code: 'SUMMER15',
          status: 'active',
          discount_type: 'percentage',
          discount_value: 15,
          valid_until: '2027-01-31T00:00:00.000Z',
        },
      },
    ]);
  });

  it('refuses a code that exists in another case, and keeps the first', async () => {
    const coupons = new MemoryCoupons();
    await createCoupon({ coupons, now, audit }, ADMIN_CALLER, {
      code: 'SAVE5',
      discountType: 'fixed',
      discountValue: 5,
    });

    await expect(
      createCoupon({ coupons, now, audit }, ADMIN_CALLER, { code: 'save5', discountType: 'free' }),
    ).rejects.toMatchObject({ statusCode: 409, message: COUPON_MESSAGES.exists });
    expect(await coupons.get('SAVE5')).toMatchObject({ discount_type: 'fixed', discount_value: 5 });
    expect(audit.records().map((r) => r.subject)).toEqual(['SAVE5']);
  });

  it('refuses an end date in the past', async () => {
    await expect(
      createCoupon({ coupons: new MemoryCoupons(), now, audit }, ADMIN_CALLER, {
        code: 'OLD',
        discountType: 'free',
        validUntil: '2026-01-01',
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: COUPON_MESSAGES.validUntil });
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
