import type { TopUpCheckoutRequest, TopUpCheckoutResponse } from '../../shared/api/top-up.schema';
import { findTopUpOffer } from '../../shared/bundles/top-up-offers';
import { PAYMENT_CANCELLED, PAYMENT_RETURN_PARAM } from '../../shared/order/payment-return';
import { MESSAGES } from '../../shared/validation/messages';
import { ValidationError } from '../lib/errors';
import { lookUpCoupon, quoteBundle } from './priced-bundle';
import { payOrFulfil, placeOrder, type CheckoutDeps } from './place-order';
import { countCheckout } from './sales-figures';
import { topUpTarget, type TopUpTargetDeps } from './top-up-target';

export type TopUpCheckoutDeps = TopUpTargetDeps &
  Pick<
    CheckoutDeps,
    'coupons' | 'brands' | 'payments' | 'workflow' | 'sales' | 'shopUrl' | 'fixedBrandCode' | 'now'
  >;

/** Where a top-up's payment page Cancel leads: the eSIM's status, which says the payment was cancelled. */
const statusUrl = (shopUrl: string, iccid: string) =>
  `${shopUrl.replace(/\/$/, '')}/esim-status?${new URLSearchParams({ iccid, [PAYMENT_RETURN_PARAM]: PAYMENT_CANCELLED })}`;

/**
 * The top-up checkout: the eSIM's own account buys a top-up of the eSIM's zone at the server's
 * price (top-up table, coupon, fee, VAT); whatever the browser shows is ignored. A paid top-up
 * opens the hosted payment page, a free one starts fulfilment at once.
 */
export async function createTopUpCheckout(
  deps: TopUpCheckoutDeps,
  request: TopUpCheckoutRequest,
): Promise<TopUpCheckoutResponse> {
  const now = deps.now();
  const { user, iccid, zone } = await topUpTarget(deps, request);
  const offer = findTopUpOffer(deps.catalogue, zone, request.bundleId);
  if (!offer) {
    throw new ValidationError(MESSAGES.topUp.notForThisEsim, { bundleId: MESSAGES.topUp.notForThisEsim });
  }
  const coupon = await lookUpCoupon(deps.coupons, request.couponCode);
  const quote = quoteBundle(offer, coupon, now);
  const couponCode = quote.couponApplied && coupon ? coupon.code : null;
  const order = await placeOrder(deps, {
    offer,
    quote,
    user,
    name: user.full_name,
    couponCode,
    topUpOf: iccid,
  });
  await countCheckout(deps.sales, order, now);
  const product = { name: `Top-up ${offer.name}`, description: `${offer.description} for eSIM ${iccid}` };
  const checkoutUrl = await payOrFulfil(deps, order, product, quote, statusUrl(deps.shopUrl, iccid));
  return { orderReference: order.order_id, free: quote.free, quote, checkoutUrl };
}
