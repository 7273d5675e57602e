import type { AdminCatalogue, ZonePricing } from '../../shared/api/catalogue-admin.schema';
import { changedCells } from '../../shared/catalogue/operator-catalogue';
import type { AuthClaims } from '../lib/caller';
import { actorOf } from './audit-trail';
import {
  changeCatalogue,
  checkBelowCost,
  withPricing,
  zoneNamed,
  type CatalogueAdminDeps,
} from './catalogue-changes';

const samePricing = (a: ZonePricing | null, b: ZonePricing) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets a zone's prices (a whole table, or a rule) as its next version, published at once. A price
 * below a bundle's cost needs `confirmBelowCost`; the same prices again change nothing.
 */
export async function setZonePricing(
  deps: CatalogueAdminDeps,
  caller: AuthClaims,
  zoneName: string,
  request: { pricing: ZonePricing; confirmBelowCost?: boolean | undefined },
): Promise<AdminCatalogue> {
  const by = caller.email;
  return changeCatalogue(deps, actorOf(caller), (catalogue) => {
    const zone = zoneNamed(catalogue, zoneName);
    if (samePricing(zone.pricing, request.pricing)) return null;
    checkBelowCost(catalogue, zoneName, request.pricing, request.confirmBelowCost);
    const { catalogue: next, record } = withPricing(catalogue, zone, request.pricing, {
      by,
      at: deps.now().toISOString(),
      change: 'set',
      rolledBackTo: null,
      cells: changedCells(zone.pricing, request.pricing),
    });
    return {
      catalogue: next,
      versions: [record],
      audit: [
        {
          kind: 'prices',
          action: 'set',
          subject: zoneName,
          before: { version: zone.priceVersion, pricing: zone.pricing },
          after: {
            version: record.version,
            pricing: request.pricing,
            belowCost: request.confirmBelowCost === true,
          },
        },
      ],
    };
  });
}
