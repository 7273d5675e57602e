import type { ZonePriceVersions } from '../../shared/api/catalogue-admin.schema';
import type { CatalogueStore } from '../ports/catalogue-store';
import { currentCatalogue, zoneNamed } from './catalogue-changes';

/** A zone's price versions, newest first: who, when, old → new. */
export async function listZonePriceVersions(
  deps: { catalogues: CatalogueStore },
  zoneName: string,
): Promise<ZonePriceVersions> {
  const current = await currentCatalogue(deps.catalogues);
  const zone = zoneNamed(current.catalogue, zoneName);
  const records = current.stored
    ? await deps.catalogues.listPriceVersions(zoneName)
    : current.seedVersions.filter((version) => version.zone === zoneName);
  return {
    zone: zoneName,
    current: zone.priceVersion,
    versions: records.map(({ zone: _zone, ...version }) => version).sort((a, b) => b.version - a.version),
  };
}
