import type { TopUpOffer, TopUpOffersResponse } from '../../shared/api/top-up.schema';
import type { BundleOffer } from '../../shared/bundles/search';
import { topUpOffers } from '../../shared/bundles/top-up-offers';
import { topUpTarget, type TopUpTargetDeps } from './top-up-target';

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
