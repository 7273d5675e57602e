import type { AdminCatalogue, ZonePricing } from '../../shared/api/catalogue-admin.schema';
import { seedCatalogue, seedTime } from '../../shared/catalogue/catalogue-seed';
import {
  adminCatalogueView,
  belowCostCells,
  publishCatalogue,
  publishedVersion,
  type OperatorCatalogue,
  type PriceVersionRecord,
  type StoredZone,
} from '../../shared/catalogue/operator-catalogue';
import { SHIPPED_CATALOGUE_FILES } from '../../shared/catalogue/shipped-files';
import { formatEur } from '../../shared/pricing/money';
import { ConflictError, HttpError, NotFoundError } from '../lib/errors';
import type { AuditActor, AuditLog, AuditRecord } from '../ports/audit-log';
import { CatalogueChangedError, type CatalogueStore } from '../ports/catalogue-store';

export interface CatalogueAdminDeps {
  catalogues: CatalogueStore;
  audit: Pick<AuditLog, 'record'>;
  now: () => Date;
  /** How long a published change takes to reach every visitor, seconds (shown to the operator). */
  cacheSeconds: number;
}

/** The stored catalogue, or the shop's defaults (with their seed versions, not yet stored) before any change. */
export async function currentCatalogue(catalogues: CatalogueStore): Promise<{
  catalogue: OperatorCatalogue;
  stored: boolean;
  seedVersions: PriceVersionRecord[];
}> {
  const stored = await catalogues.readState();
  if (stored) return { catalogue: stored, stored: true, seedVersions: [] };
  const seed = seedCatalogue(SHIPPED_CATALOGUE_FILES, { at: seedTime(SHIPPED_CATALOGUE_FILES) });
  return { catalogue: seed.catalogue, stored: false, seedVersions: seed.versions };
}

/** What one change does: the catalogue after it, the price versions it adds, what the audit log gets. */
export interface CatalogueEdit {
  catalogue: OperatorCatalogue;
  versions?: PriceVersionRecord[];
  audit?: Omit<AuditRecord, 'actor'>[];
}

const ATTEMPTS = 3;

/**
 * Applies `edit` to the current catalogue and saves it with the newly published catalogue and the
 * edit's price versions, in one transaction that holds only if nobody saved in between (else it
 * reads again and redoes the edit). Then records the edit in the audit log; answers the operator's
 * view. `edit` answers null for a change that changes nothing (nothing is written).
 */
export async function changeCatalogue(
  deps: CatalogueAdminDeps,
  actor: AuditActor | null,
  edit: (catalogue: OperatorCatalogue) => CatalogueEdit | null,
): Promise<AdminCatalogue> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const current = await currentCatalogue(deps.catalogues);
    const change = edit(current.catalogue);
    if (!change) return adminCatalogueView(current.catalogue, deps);
    const revision = current.catalogue.revision + 1;
    const catalogue = { ...change.catalogue, revision, publishedAt: deps.now().toISOString() };
    try {
      await deps.catalogues.save({
        expectedRevision: current.stored ? current.catalogue.revision : null,
        state: catalogue,
        published: publishCatalogue(catalogue, publishedVersion(revision)),
        versions: [...current.seedVersions, ...(change.versions ?? [])],
      });
    } catch (error) {
      if (error instanceof CatalogueChangedError && attempt < ATTEMPTS) continue;
      if (error instanceof CatalogueChangedError) {
        throw new ConflictError('The catalogue was changed at the same time. Please try again.');
      }
      throw error;
    }
    if (actor) for (const entry of change.audit ?? []) await deps.audit.record({ ...entry, actor });
    return adminCatalogueView(catalogue, deps);
  }
  throw new ConflictError('The catalogue was changed at the same time. Please try again.');
}

/** The zone named, or 404. */
export function zoneNamed(catalogue: OperatorCatalogue, name: string): StoredZone {
  const zone = catalogue.zones.find((candidate) => candidate.name === name);
  if (!zone) throw new NotFoundError(`There is no zone "${name}" in the catalogue.`);
  return zone;
}

/**
 * Refuses (409) prices below the cost of a bundle they price, naming each cell, unless the operator
 * confirmed it (`confirmBelowCost`).
 */
export function checkBelowCost(
  catalogue: OperatorCatalogue,
  zone: string,
  pricing: ZonePricing,
  confirmed: boolean | undefined,
): void {
  if (confirmed) return;
  const cells = belowCostCells(zone, pricing, catalogue.bundles);
  if (cells.length === 0) return;
  const fields = Object.fromEntries(
    cells.map((cell) => [
      `${cell.kind}.${cell.tier}`,
      `${formatEur(cell.priceCents)} is below the cost of ${cell.bundleId} (${formatEur(cell.costCents)}).`,
    ]),
  );
  throw new HttpError(
    409,
    'below_cost',
    `Some prices are below cost (${Object.keys(fields).join(', ')}). Confirm to sell below cost.`,
    fields,
  );
}

/** The zone with new pricing as its next version, and that version's record. */
export function withPricing(
  catalogue: OperatorCatalogue,
  zone: StoredZone,
  pricing: ZonePricing,
  version: Pick<PriceVersionRecord, 'by' | 'at' | 'change' | 'rolledBackTo' | 'cells'>,
): { catalogue: OperatorCatalogue; record: PriceVersionRecord } {
  const next = zone.priceVersion + 1;
  return {
    catalogue: {
      ...catalogue,
      zones: catalogue.zones.map((z) => (z.name === zone.name ? { ...z, pricing, priceVersion: next } : z)),
    },
    record: { zone: zone.name, version: next, before: zone.pricing, after: pricing, ...version },
  };
}
