import { seedCatalogue, publishSeed, seedTime } from '../../shared/catalogue/catalogue-seed';
import type { PublishedCatalogue } from '../../shared/catalogue/operator-catalogue';
import { SHIPPED_CATALOGUE_FILES } from '../../shared/catalogue/shipped-files';
import type { CatalogueStore } from '../ports/catalogue-store';

/**
 * What a shop sells before its operator changed anything: the shipped defaults (the spec's bundles
 * and its Europe prices), with no rule, so a zone without a table is not sold.
 */
export function defaultPublishedCatalogue(): PublishedCatalogue {
  return publishSeed(seedCatalogue(SHIPPED_CATALOGUE_FILES, { at: seedTime(SHIPPED_CATALOGUE_FILES) }));
}

/**
 * The published catalogue, kept for `ttlMs` per container: a change reaches each function within
 * that time, without a deploy, at one GetItem per container and period. Concurrent callers share one
 * read; a failed read is not kept.
 */
export function cachedPublishedCatalogue(
  store: () => CatalogueStore,
  ttlMs: number,
  clock: () => number = Date.now,
): () => Promise<PublishedCatalogue> {
  let kept: { at: number; value: Promise<PublishedCatalogue> } | undefined;
  return () => {
    const now = clock();
    if (kept && now - kept.at < ttlMs) return kept.value;
    const value = store()
      .readPublished()
      .then((published) => published ?? defaultPublishedCatalogue());
    const entry = { at: now, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
