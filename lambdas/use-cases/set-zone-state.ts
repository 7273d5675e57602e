import type { AdminCatalogue } from '../../shared/api/catalogue-admin.schema';
import type { AuthClaims } from '../lib/caller';
import { actorOf } from './audit-trail';
import { changeCatalogue, zoneNamed, type CatalogueAdminDeps } from './catalogue-changes';

/** Activates or withdraws a zone: a withdrawn zone sells none of its bundles, whatever their state. */
export async function setZoneState(
  deps: CatalogueAdminDeps,
  caller: AuthClaims,
  zoneName: string,
  state: 'active' | 'withdrawn',
): Promise<AdminCatalogue> {
  return changeCatalogue(deps, actorOf(caller), (catalogue) => {
    const zone = zoneNamed(catalogue, zoneName);
    if (zone.state === state) return null;
    return {
      catalogue: {
        ...catalogue,
        zones: catalogue.zones.map((z) => (z.name === zoneName ? { ...z, state } : z)),
      },
      audit: [
        {
          kind: 'catalogue',
          action: state === 'active' ? 'activate-zone' : 'withdraw-zone',
          subject: zoneName,
          before: { state: zone.state },
          after: { state },
        },
      ],
    };
  });
}
