import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { Coupon } from '../../shared/pricing/pricing';
import type { AuthClaims } from '../lib/caller';
import type { AuditLog } from '../ports/audit-log';
import type { BrandStore } from '../ports/brand-store';
import type { OrderStore } from '../ports/order-store';
import type { RateLimiter } from '../ports/rate-limiter';
import type { UserStore } from '../ports/user-store';
import type { Workflow } from '../ports/workflow';
import { TooManyRequestsError } from '../lib/errors';
import { actorOf } from './audit-trail';
import { placeOrder, recordStartFailure } from './place-order';
import { pricedBundle, quoteBundle } from './priced-bundle';

export interface TestOrderDeps {
  catalogue: Catalogue;
  users: UserStore;
  orders: OrderStore;
  brands: BrandStore;
  workflow: Workflow;
  limiter: RateLimiter;
  audit: AuditLog;
  fixedBrandCode?: string;
  now: () => Date;
}

/** The 100 % discount of a test order; never stored in the coupons table, so nobody can type it. */
const TEST_ORDER_DISCOUNT: Coupon = {
  code: 'STAFF-TEST',
  status: 'active',
  discount_type: 'free',
  discount_value: 100,
};

/** Each test order allocates a real profile at the provider: a few per admin and hour. */
export const TEST_ORDERS_PER_HOUR = 10;
export const TEST_ORDER_TOO_MANY = 'Too many test orders. Please wait before running the flow again.';

/**
 * The order test page's Full Order Flow: a free order for the admin's own e-mail, flagged as a test
 * (left out of revenue), fulfilled by the real pipeline exactly like a traveller's free order.
 * Recorded in the audit log once placed.
 */
export async function createTestOrder(
  deps: TestOrderDeps,
  admin: AuthClaims,
  request: { bundleId: string },
): Promise<{ orderReference: string }> {
  const allowed = await deps.limiter.consume({
    key: `test-order#${admin.sub}`,
    limit: TEST_ORDERS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!allowed) throw new TooManyRequestsError(3600, TEST_ORDER_TOO_MANY);
  const offer = pricedBundle(deps.catalogue, request.bundleId);
  const quote = quoteBundle(offer, TEST_ORDER_DISCOUNT, deps.now());
  const row = await deps.users.getByEmail(admin.email);
  const order = await placeOrder(deps, {
    offer,
    quote,
    user: { id: row?.id ?? admin.sub.replace(/[^A-Za-z0-9-]/g, ''), email: admin.email },
    name: row?.full_name ?? admin.email,
    couponCode: null,
    test: true,
  });
  try {
    await deps.workflow.startFulfilment(order.order_id);
  } catch (error) {
    await recordStartFailure(deps.orders, order.order_id, error);
  }
  await deps.audit.record({
    kind: 'staff',
    action: 'test-order',
    actor: actorOf(admin),
    subject: order.order_id,
    after: { bundleId: request.bundleId, orderReference: order.order_id },
  });
  return { orderReference: order.order_id };
}
