import type { AdminCatalogue } from '../../shared/api/catalogue-admin.schema';
import { changedCells } from '../../shared/catalogue/operator-catalogue';
import type { AuthClaims } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { actorOf } from './audit-trail';
import {
  changeCatalogue,
  checkBelowCost,
  withPricing,
  zoneNamed,
  type CatalogueAdminDeps,
} from './catalogue-changes';
import { listZonePriceVersions } from './list-zone-price-versions';

/**
 * Restores the prices of an earlier version as the zone's next version (the history keeps every
 * version). Below-cost prices (at today's costs) need `confirmBelowCost`, as when set.
 */
export async function rollbackZonePricing(
  deps: CatalogueAdminDeps,
  caller: AuthClaims,
  zoneName: string,
  request: { version: number; confirmBelowCost?: boolean | undefined },
): Promise<AdminCatalogue> {
  const { versions } = await listZonePriceVersions(deps, zoneName);
  const target = versions.find((version) => version.version === request.version);
  if (!target)
    throw new NotFoundError(`There is no version ${request.version} of the prices of ${zoneName}.`);
  return changeCatalogue(deps, actorOf(caller), (catalogue) => {
    const zone = zoneNamed(catalogue, zoneName);
    if (JSON.stringify(zone.pricing) === JSON.stringify(target.after)) return null;
    checkBelowCost(catalogue, zoneName, target.after, request.confirmBelowCost);
    const { catalogue: next, record } = withPricing(catalogue, zone, target.after, {
      by: caller.email,
      at: deps.now().toISOString(),
      change: 'rollback',
      rolledBackTo: target.version,
      cells: changedCells(zone.pricing, target.after),
    });
    return {
      catalogue: next,
      versions: [record],
      audit: [
        {
          kind: 'prices',
          action: 'rollback',
          subject: zoneName,
          before: { version: zone.priceVersion, pricing: zone.pricing },
          after: { version: record.version, rolledBackTo: target.version, pricing: target.after },
        },
      ],
    };
  });
}
