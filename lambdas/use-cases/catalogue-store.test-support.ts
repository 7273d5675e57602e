import type {
  OperatorCatalogue,
  PriceVersionRecord,
  PublishedCatalogue,
} from '../../shared/catalogue/operator-catalogue';
import { publishSeed, seedTime } from '../../shared/catalogue/catalogue-seed';
import { localSeedCatalogue } from '../../shared/catalogue/local-seed';
import { SHIPPED_CATALOGUE_FILES } from '../../shared/catalogue/shipped-catalogue';
import { CatalogueChangedError, type CatalogueStore } from '../ports/catalogue-store';
import { memoryAuditLog } from './fakes.test-support';

/**
 * The catalogue store in memory, with the DynamoDB adapter's rule: a save holds only if the state is
 * still at the revision read and no version number is taken, and then all of it is written.
 * `conflictsBeforeSave` makes the next saves fail as if someone else had saved first.
 */
export class MemoryCatalogueStore implements CatalogueStore {
  state: OperatorCatalogue | null = null;
  published: PublishedCatalogue | null = null;
  readonly versions: PriceVersionRecord[] = [];
  saves = 0;
  conflictsBeforeSave = 0;

  async readPublished() {
    return structuredClone(this.published);
  }

  async readState() {
    return structuredClone(this.state);
  }

  async listPriceVersions(zone: string) {
    return structuredClone(this.versions.filter((v) => v.zone === zone)).sort(
      (a, b) => b.version - a.version,
    );
  }

  async save(change: Parameters<CatalogueStore['save']>[0]) {
    if (this.conflictsBeforeSave > 0) {
      this.conflictsBeforeSave -= 1;
      throw new CatalogueChangedError('someone else saved first');
    }
    const revision = this.state?.revision ?? null;
    if (revision !== change.expectedRevision) throw new CatalogueChangedError('revision moved');
    const taken = (v: PriceVersionRecord) =>
      this.versions.some((stored) => stored.zone === v.zone && stored.version === v.version);
    if (change.versions.some(taken)) throw new CatalogueChangedError('version taken');
    this.state = structuredClone(change.state);
    this.published = structuredClone(change.published);
    this.versions.push(...structuredClone([...change.versions]));
    this.saves += 1;
  }
}

/** A store holding a local shop's seed (costs and the local rule), as `npm start` writes it. */
export function seededCatalogueStore(): MemoryCatalogueStore {
  const store = new MemoryCatalogueStore();
  const seed = localSeedCatalogue(SHIPPED_CATALOGUE_FILES, seedTime(SHIPPED_CATALOGUE_FILES));
  store.state = seed.catalogue;
  store.published = publishSeed(seed);
  store.versions.push(...seed.versions);
  return store;
}

export const CATALOGUE_NOW = new Date('2026-11-28T12:00:00.000Z');

/** The operator's use-cases' dependencies over `store`, with an audit log in memory. */
export function catalogueAdminDeps(store: MemoryCatalogueStore, audit = memoryAuditLog()) {
  return { catalogues: store, audit, now: () => CATALOGUE_NOW, cacheSeconds: 60 };
}
