import type { CheckoutRequest, CheckoutResponse } from '../../shared/api/checkout.schema';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { INITIAL_ORDER_STEP, ORDER_STEPS, makeOrderReference } from '../../shared/order/order';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
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
    { status: 'error', step: `error_${ORDER_STEPS[0]}`, step_number: 0, error_message: MESSAGES.success.unexpected },
    ['started'],
  );
}

/**
 * A traveller's checkout: prices the bundle on the server (catalogue, coupon table, fee, VAT),
 * creates an own-user account for an unknown e-mail, writes the order and either opens a hosted
 * payment page or, for a free order, starts fulfilment at once.
 */
export async function createCheckout(deps: CheckoutDeps, request: CheckoutRequest): Promise<CheckoutResponse> {
  const now = deps.now();
  const offer = pricedBundle(deps.catalogue, request.bundleId);
  const coupon = await lookUpCoupon(deps.coupons, request.couponCode);
  const quote = quoteBundle(offer, coupon, now);
  const { user, created } = await deps.users.ensureUser(request.email, request.name);
  const brandCode = deps.fixedBrandCode ?? (await deps.brands.get()).fixedBrand;
  const reference = makeOrderReference({
    brand: brandCode,
    timestamp: now.getTime(),
    bundleId: offer.bundleId,
    userId: user.id,
  });
  const couponCode = quote.couponApplied && coupon ? coupon.code : null;
  const order: OrderRecord = {
    order_id: reference,
    user_id: user.id,
    user_email: user.email,
    customer_name: request.name,
    custom_reference: reference,
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
  };
  await deps.orders.create(order);
  const answer = { orderReference: reference, free: quote.free, accountCreated: created, quote };

  if (quote.free) {
    try {
      await deps.workflow.startFulfilment(reference);
    } catch (error) {
      await recordStartFailure(deps.orders, reference, error);
    }
    return { ...answer, checkoutUrl: successUrl(deps.shopUrl, reference) };
  }

  let session: { id: string; url: string };
  try {
    const payments = await deps.payments();
    session = await payments.createCheckoutSession({
      orderReference: reference,
      amountCents: quote.totalCents,
      productName: offer.name,
      productDescription: offer.description,
      customerEmail: user.email,
      successUrl: successUrl(deps.shopUrl, reference),
      cancelUrl: cancelUrl(deps.shopUrl, reference),
      idempotencyKey: `checkout-${reference}`,
    });
  } catch (error) {
    throw new UpstreamError(MESSAGES.checkout.paymentProcessingFailed, error);
  }
  await deps.orders.update(reference, { stripe_session_id: session.id }, ['started']);
  return { ...answer, checkoutUrl: session.url };
}
