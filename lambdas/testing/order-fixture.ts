import { quoteFixture } from '../../shared/pricing/quote-fixture.test-support';
import type { OrderRecord } from '../ports/order-store';

export const REFERENCE = 'roamly_order_1763805600000_01032_3_0b7e4a52-5d4c-4f43-9a55-3c4b1f0e2a11';

/**
 * A stored order for a Europe 5GB bundle as the checkout writes it; `extra` sets later fields (paid,
 * iccid, ...). The one order fixture of the Lambda tests and the pipeline harness.
 */
export function storedOrder(extra: Partial<OrderRecord> = {}): OrderRecord {
  return {
    order_id: REFERENCE,
    user_id: '0b7e4a52-5d4c-4f43-9a55-3c4b1f0e2a11',
    user_email: 'ada@example.com',
    customer_name: 'Ada Traveller',
    custom_reference: REFERENCE,
    bundle_id: '01032_3',
    coupon_code: null,
    coupon_discount: 0,
    final_price: 1661,
    status: 'started',
    step: 'order_created',
    step_number: -1,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    order_data: {
      bundle: {
        bundleId: '01032_3',
        name: 'Europe 5GB',
        zone: 'Europe',
        size: '5GB',
        validityDays: 10,
        countries: ['France', 'Spain'],
      },
      coupon: null,
      couponDiscount: 0,
      total: 1661,
      quote: quoteFixture(),
    },
    paid: false,
    stripe_session_id: null,
    ...extra,
  };
}
