import type { CheckoutRequest, CheckoutResponse } from '../../shared/api/checkout.schema';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { INITIAL_ORDER_STEP, ORDER_STEPS, makeOrderReference } from '../../shared/order/order';
import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, UpstreamError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { BrandStore } from '../ports/brand-store';
import type { CouponStore } from '../ports/coupon-store';
import type { OrderRecord, OrderStore } from '../ports/order-store';
import type { Payments } from '../ports/payments';
import type { UserStore } from '../ports/user-store';
import type { Workflow } from '../ports/workflow';
import { lookUpCoupon, pricedBundle, quoteBundle } from './priced-bundle';

export interface CheckoutDeps {
  catalogue: Catalogue;
  coupons: CouponStore;
  users: UserStore;
  orders: OrderStore;
  brands: BrandStore;
  /** Resolved only for a paid order (a free one never talks to the payment provider). */
  payments: () => Promise<Payments>;
  workflow: Workflow;
  shopUrl: string;
  /** Overrides the brand row's code in order references (one code per deployment). */
  fixedBrandCode?: string;
  now: () => Date;
}

export const successUrl = (shopUrl: string, reference: string) =>
  `${shopUrl.replace(/\/$/, '')}/success?reference=${encodeURIComponent(reference)}`;
export const cancelUrl = (shopUrl: string, reference: string) =>
  `${shopUrl.replace(/\/$/, '')}/checkout?redirect_status=failed&reference=${encodeURIComponent(reference)}`;

/** Records a fulfilment that could not even start as a failed first step, so Retry Flow can start it. */
export async function recordStartFailure(orders: OrderStore, orderId: string, error: unknown): Promise<void> {
  logger.error('Could not start fulfilment', { orderId, error: error as Error });
  await orders.update(
    orderId,
    {
      status: 'error',
      step: `error_${ORDER_STEPS[0]}`,
      step_number: 0,
      error_message: MESSAGES.success.unexpected,
    },
    ['started'],
  );
}

const MAX_REFERENCE_ATTEMPTS = 5;

/**
 * Writes a new order. Its reference holds a millisecond timestamp, so two checkouts of one buyer
 * for one bundle in the same millisecond would collide: the later one takes the next millisecond.
 */
async function writeOrder(
  orders: OrderStore,
  build: (timestamp: number) => OrderRecord,
  timestamp: number,
): Promise<OrderRecord> {
  for (let attempt = 0; ; attempt++) {
    const order = build(timestamp + attempt);
    try {
      await orders.create(order);
      return order;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt + 1 >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A traveller's checkout: prices the bundle on the server (catalogue, coupon table, fee, VAT),
 * creates an own-user account for an unknown e-mail, writes the order and either opens a hosted
 * payment page or, for a free order, starts fulfilment at once.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  const now = deps.now();
  const offer = pricedBundle(deps.catalogue, request.bundleId);
  const coupon = await lookUpCoupon(deps.coupons, request.couponCode);
  const quote = quoteBundle(offer, coupon, now);
  // Whether this created the account stays on the server: telling it would tell anyone who has one.
  const { user } = await deps.users.ensureUser(request.email, request.name);
  const brandCode = deps.fixedBrandCode ?? (await deps.brands.get()).fixedBrand;
  const couponCode = quote.couponApplied && coupon ? coupon.code : null;
  const reference = (timestamp: number) =>
    makeOrderReference({ brand: brandCode, timestamp, bundleId: offer.bundleId, userId: user.id });
  const order = await writeOrder(
    deps.orders,
    (timestamp) => ({
      order_id: reference(timestamp),
      // The provider's custom reference is the order reference (the spec's allocation request).
      custom_reference: reference(timestamp),
      user_id: user.id,
      user_email: user.email,
      customer_name: request.name,
      bundle_id: offer.bundleId,
      coupon_code: couponCode,
      coupon_discount: quote.discountCents,
      final_price: quote.totalCents,
      status: 'started',
      step: INITIAL_ORDER_STEP,
      step_number: -1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      order_data: {
        bundle: {
          bundleId: offer.bundleId,
          name: offer.name,
          zone: offer.zone,
          size: offer.size,
          validityDays: offer.validityDays,
          countries: offer.countries,
        },
        coupon: couponCode,
        couponDiscount: quote.discountCents,
        total: quote.totalCents,
        quote,
      },
      paid: quote.free,
      stripe_session_id: null,
    }),
    now.getTime(),
  );
  const orderReference = order.order_id;
  const answer = { orderReference, free: quote.free, quote };

  if (quote.free) {
    try {
      await deps.workflow.startFulfilment(orderReference);
    } catch (error) {
      await recordStartFailure(deps.orders, orderReference, error);
    }
    return { ...answer, checkoutUrl: successUrl(deps.shopUrl, orderReference) };
  }

  let session: { id: string; url: string };
  try {
    const payments = await deps.payments();
    session = await payments.createCheckoutSession({
      orderReference,
      amountCents: quote.totalCents,
      productName: offer.name,
      productDescription: offer.description,
      customerEmail: user.email,
      successUrl: successUrl(deps.shopUrl, orderReference),
      cancelUrl: cancelUrl(deps.shopUrl, orderReference),
      idempotencyKey: `checkout-${orderReference}`,
    });
  } catch (error) {
    throw new UpstreamError(MESSAGES.checkout.paymentProcessingFailed, error);
  }
  await deps.orders.update(orderReference, { stripe_session_id: session.id }, ['started']);
  return { ...answer, checkoutUrl: session.url };
}
