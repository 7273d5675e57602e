import type { BundleOffer } from '../../shared/bundles/search';
import type { OrderQuote } from '../../shared/pricing/pricing';
import { priceBreakdown, priceBreakdownText } from '../../shared/pricing/price-lines';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import {
  INITIAL_ORDER_STEP,
  ORDER_STEPS,
  makeOrderReference,
  orderKind,
  orderSteps,
  type OrderKind,
} from '../../shared/order/order';
import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, UpstreamError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { BrandStore } from '../ports/brand-store';
import type { CouponStore } from '../ports/coupon-store';
import type { OrderRecord, OrderStore } from '../ports/order-store';
import type { Payments } from '../ports/payments';
import type { SalesLedger } from '../ports/sales-ledger';
import type { UserRecord, UserStore } from '../ports/user-store';
import type { Workflow } from '../ports/workflow';

export interface CheckoutDeps {
  catalogue: Catalogue;
  coupons: CouponStore;
  users: UserStore;
  orders: OrderStore;
  brands: BrandStore;
  /** Resolved only for a paid order (a free one never talks to the payment provider). */
  payments: () => Promise<Payments>;
  workflow: Workflow;
  /** The sales figures: a checkout counts as started (and a free one as an order). */
  sales: SalesLedger;
  shopUrl: string;
  /** Overrides the brand row's code in order references (one code per deployment). */
  fixedBrandCode?: string;
  now: () => Date;
}

export const successUrl = (shopUrl: string, reference: string) =>
  `${shopUrl.replace(/\/$/, '')}/success?reference=${encodeURIComponent(reference)}`;
/** Records a fulfilment that could not even start as a failed first step, so Retry Flow can start it. */
export async function recordStartFailure(
  orders: OrderStore,
  orderId: string,
  error: unknown,
  kind: OrderKind = 'esim',
): Promise<void> {
  logger.error('Could not start fulfilment', { orderId, error: error as Error });
  await orders.update(
    orderId,
    {
      status: 'error',
      step: `error_${orderSteps(kind)[0] ?? ORDER_STEPS[0]}`,
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

/** What one new order is for: the priced bundle, its quote and its buyer. */
export interface NewOrder {
  offer: BundleOffer;
  quote: OrderQuote;
  user: Pick<UserRecord, 'id' | 'email'>;
  name: string;
  couponCode: string | null;
  /** A staff test order (Full Order Flow): fulfilled for real, never counted as revenue. */
  test?: boolean;
  /** A top-up of this ICCID instead of a new eSIM; the provider keys it by the order reference. */
  topUpOf?: string;
  /** The buyer proved the order's e-mail (signed in with it, verified): see `OrderRecord.email_proven`. */
  emailProven?: boolean;
}

/** Writes a new order in its initial state under a fresh reference (SPEC section 3). */
export async function placeOrder(
  deps: Pick<CheckoutDeps, 'orders' | 'brands' | 'fixedBrandCode' | 'now'>,
  { offer, quote, user, name, couponCode, test, topUpOf, emailProven }: NewOrder,
): Promise<OrderRecord> {
  const now = deps.now();
  const brandCode = deps.fixedBrandCode ?? (await deps.brands.get()).fixedBrand;
  const reference = (timestamp: number) =>
    makeOrderReference({ brand: brandCode, timestamp, bundleId: offer.bundleId, userId: user.id });
  return writeOrder(
    deps.orders,
    (timestamp) => ({
      order_id: reference(timestamp),
      // The provider's custom reference is the order reference (the spec's allocation request).
      custom_reference: reference(timestamp),
      user_id: user.id,
      user_email: user.email,
      customer_name: name,
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
      ...(test && { test: true }),
      ...(emailProven && { email_proven: true }),
      ...(topUpOf && { kind: 'topup' as const, target_iccid: topUpOf }),
    }),
    now.getTime(),
  );
}

/**
 * After a new order is written: a free one starts fulfilment at once and goes to the success page;
 * a paid one gets a hosted payment page (its session recorded on the order). Returns where the
 * browser goes next.
 */
export async function payOrFulfil(
  deps: Pick<CheckoutDeps, 'orders' | 'payments' | 'workflow' | 'shopUrl'>,
  order: OrderRecord,
  offer: Pick<BundleOffer, 'name' | 'description'>,
  quote: OrderQuote,
  cancelTo: string,
): Promise<string> {
  const orderReference = order.order_id;
  if (quote.free) {
    try {
      await deps.workflow.startFulfilment(orderReference);
    } catch (error) {
      await recordStartFailure(deps.orders, orderReference, error, orderKind(order));
    }
    return successUrl(deps.shopUrl, orderReference);
  }

  let session: { id: string; url: string };
  try {
    const payments = await deps.payments();
    session = await payments.createCheckoutSession({
      orderReference,
      amountCents: quote.totalCents,
      productName: offer.name,
      productDescription: offer.description,
      priceLines: priceBreakdownText(priceBreakdown(quote, order.coupon_code)),
      customerEmail: order.user_email,
      successUrl: successUrl(deps.shopUrl, orderReference),
      cancelUrl: cancelTo,
      idempotencyKey: `checkout-${orderReference}`,
    });
  } catch (error) {
    throw new UpstreamError(MESSAGES.checkout.paymentProcessingFailed, error);
  }
  await deps.orders.update(orderReference, { stripe_session_id: session.id }, ['started']);
  return session.url;
}
