import type {
  TopUpCheckoutRequest,
  TopUpCheckoutResponse,
  TopUpOffer,
  TopUpOffersResponse,
} from '../../shared/api/top-up.schema';
import type { BundleOffer } from '../../shared/bundles/search';
import { findTopUpOffer, topUpOffers, zoneOfBundle } from '../../shared/bundles/top-up-offers';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { orderKind } from '../../shared/order/order';
import { PAYMENT_CANCELLED, PAYMENT_RETURN_PARAM } from '../../shared/order/payment-return';
import { normaliseIccid, statusCheckInput } from '../../shared/validation/rules';
import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { EsimProvider } from '../ports/esim-provider';
import type { OrderStore } from '../ports/order-store';
import { isDeliveredTo, type UserRecord, type UserStore } from '../ports/user-store';
import { payOrFulfil, placeOrder, type CheckoutDeps } from './create-checkout';
import { lookUpCoupon, quoteBundle } from './priced-bundle';

export interface TopUpTargetDeps {
  catalogue: Catalogue;
  users: UserStore;
  orders: OrderStore;
  provider: EsimProvider;
}

interface TopUpTarget {
  user: UserRecord;
  iccid: string;
  zone: string;
}

/**
 * The eSIM a top-up is for, proved as the status checker proves it: the ICCID must be one of the
 * e-mail's (one 404 for no account, no eSIM and a wrong ICCID, so a stranger learns nothing).
 * Its zone comes from the order that delivered it, else from the bundle the provider reports.
 */
async function topUpTarget(
  deps: TopUpTargetDeps,
  body: { email?: string | null; iccid?: string | null },
): Promise<TopUpTarget> {
  const input = statusCheckInput(body);
  if (!input.ok) {
    throw new ValidationError(input.message, input.field ? { [input.field]: input.message } : undefined);
  }
  const user = await deps.users.getByEmail(input.email);
  if (!user || !isDeliveredTo(input.iccid, user)) throw new NotFoundError(MESSAGES.status.noMatch);
  const iccid = normaliseIccid(input.iccid);
  const zone = (await zoneFromOrders(deps, user.email, iccid)) ?? (await zoneFromProvider(deps, iccid));
  if (!zone) throw new ConflictError(MESSAGES.topUp.noOffers);
  return { user, iccid, zone };
}

async function zoneFromOrders(deps: TopUpTargetDeps, email: string, iccid: string): Promise<string | null> {
  const orders = await deps.orders.listByEmail(email);
  const delivered = orders.find((order) => orderKind(order) === 'esim' && order.iccid === iccid);
  return delivered?.order_data.bundle.zone || null;
}

async function zoneFromProvider(deps: TopUpTargetDeps, iccid: string): Promise<string | null> {
  try {
    return zoneOfBundle(deps.catalogue, (await deps.provider.getBundleStatus(iccid)).bundleId);
  } catch (error) {
    logger.warn('Bundle of an eSIM to top up unavailable', { iccid, error: error as Error });
    return null;
  }
}

const toTopUpOffer = (offer: BundleOffer): TopUpOffer => ({
  bundleId: offer.bundleId,
  name: offer.name,
  zone: offer.zone,
  size: offer.size,
  validityDays: offer.validityDays,
  priceCents: offer.priceWithVat,
});

/** 'Top up this eSIM': the top-ups of the eSIM's zone, priced from the zone's top-up table. */
export async function listTopUpOffers(
  deps: TopUpTargetDeps,
  body: { email?: string | null; iccid?: string | null },
): Promise<TopUpOffersResponse> {
  const target = await topUpTarget(deps, body);
  return {
    iccid: target.iccid,
    zone: target.zone,
    offers: topUpOffers(deps.catalogue, target.zone).map(toTopUpOffer),
  };
}

export type TopUpCheckoutDeps = TopUpTargetDeps &
  Pick<CheckoutDeps, 'coupons' | 'brands' | 'payments' | 'workflow' | 'shopUrl' | 'fixedBrandCode' | 'now'>;

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
  const product = { name: `Top-up ${offer.name}`, description: `${offer.description} for eSIM ${iccid}` };
  const checkoutUrl = await payOrFulfil(deps, order, product, quote, statusUrl(deps.shopUrl, iccid));
  return { orderReference: order.order_id, free: quote.free, quote, checkoutUrl };
}
