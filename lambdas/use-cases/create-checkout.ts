import type { CheckoutRequest, CheckoutResponse } from '../../shared/api/checkout.schema';
import { PAYMENT_CANCELLED, PAYMENT_RETURN_PARAM } from '../../shared/order/payment-return';
import { lookUpCoupon, pricedBundle, quoteBundle } from './priced-bundle';
import { payOrFulfil, placeOrder, type CheckoutDeps } from './place-order';
import { countCheckout } from './sales-figures';

/** Where the payment page's Cancel leads: checkout, which says the payment was cancelled and opens the cart. */
export const cancelUrl = (shopUrl: string, reference: string) =>
  `${shopUrl.replace(/\/$/, '')}/checkout?${new URLSearchParams({ [PAYMENT_RETURN_PARAM]: PAYMENT_CANCELLED, reference })}`;

/**
 * A traveller's checkout: prices the bundle on the server (catalogue, coupon table, fee, VAT),
 * creates an own-user account for an unknown e-mail, writes the order and either opens a hosted
 * payment page or, for a free order, starts fulfilment at once. `buyer.provenEmail` is the verified
 * e-mail of a signed-in buyer: when it is the order's, the eSIM goes into that account's list;
 * otherwise (anyone may type any address) it waits there unclaimed.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  request: CheckoutRequest,
  buyer: { provenEmail: string | null } = { provenEmail: null },
): Promise<CheckoutResponse> {
  const now = deps.now();
  const offer = pricedBundle(deps.catalogue, request.bundleId);
  const coupon = await lookUpCoupon(deps.coupons, request.couponCode);
  const quote = quoteBundle(offer, coupon, now);
  // Whether this created the account stays on the server: telling it would tell anyone who has one.
  const { user } = await deps.users.ensureUser(request.email, request.name);
  const couponCode = quote.couponApplied && coupon ? coupon.code : null;
  const emailProven = buyer.provenEmail !== null && buyer.provenEmail === user.email;
  const order = await placeOrder(deps, { offer, quote, user, name: request.name, couponCode, emailProven });
  await countCheckout(deps.sales, order, now);
  const checkoutUrl = await payOrFulfil(deps, order, offer, quote, cancelUrl(deps.shopUrl, order.order_id));
  return { orderReference: order.order_id, free: quote.free, quote, checkoutUrl };
}
