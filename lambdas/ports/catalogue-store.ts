import type {
  OperatorCatalogue,
  PriceVersionRecord,
  PublishedCatalogue,
} from '../../shared/catalogue/operator-catalogue';

/**
 * The operator's catalogue: its working state, the catalogue published from it (what the shop sells)
 * and every zone's price versions. A change is saved whole or not at all.
 */
export interface CatalogueStore {
  /** The published catalogue (one read); null before anything was published. */
  readPublished(): Promise<PublishedCatalogue | null>;
  /** The working state; null before the first change (the shop then sells its defaults). */
  readState(): Promise<OperatorCatalogue | null>;
  /** A zone's price versions, newest first. */
  listPriceVersions(zone: string): Promise<PriceVersionRecord[]>;
  /**
   * Saves the state, publishes `published` and appends `versions`, in one transaction. Throws
   * CatalogueChangedError when the stored state is no longer at `expectedRevision` (null: none
   * stored yet), or a version number is already taken: someone else changed it first.
   */
  save(change: {
    expectedRevision: number | null;
    state: OperatorCatalogue;
    published: PublishedCatalogue;
    versions: readonly PriceVersionRecord[];
  }): Promise<void>;
}

/** The stored catalogue changed since it was read; read it again and redo the change. */
export class CatalogueChangedError extends Error {
  override readonly name = 'CatalogueChangedError';
}
