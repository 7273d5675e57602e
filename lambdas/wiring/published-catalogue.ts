import { CATALOGUE_FUNCTION_CACHE_SECONDS } from '../../shared/catalogue/catalogue-cache';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { PublishedCatalogue } from '../../shared/catalogue/operator-catalogue';
import { config } from '../config/environment';
import { cachedPublishedCatalogue } from '../use-cases/published-catalogue';
import { catalogueStore } from './catalogue-store';
import { lazy } from './container';

/*
 * Apart from ./shop.ts: the published catalogue brings the catalogue store and the shipped catalogue
 * (its default, some 20 KB of data), which a function that only needs the shop's address or clock
 * should not bundle.
 */

/**
 * The catalogue the operator published (one GetItem), kept per container for the cache time
 * (`CATALOGUE_FUNCTION_CACHE_SECONDS`, or `CATALOGUE_CACHE_SECONDS` of the environment in local runs).
 */
export const publishedCatalogue = lazy((): (() => Promise<PublishedCatalogue>) =>
  cachedPublishedCatalogue(
    catalogueStore,
    (config().catalogueCacheSeconds ?? CATALOGUE_FUNCTION_CACHE_SECONDS) * 1000,
  ),
);

/** The catalogue the shop sells from now: what the operator published, at most the cache time old. */
export const catalogue = async (): Promise<Catalogue> => (await publishedCatalogue()()).catalogue;
