import { CATALOGUE_FUNCTION_CACHE_SECONDS } from '../../shared/catalogue/catalogue-cache';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import type { PublishedCatalogue } from '../../shared/catalogue/operator-catalogue';
import { config, resource } from '../config/environment';
import { cachedPublishedCatalogue } from '../use-cases/published-catalogue';
import { catalogueStore } from './catalogue-store';
import { lazy } from './container';

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

/** The shop's origin, for links to it (no trailing slash). */
export const shopUrl = (): string => resource('shopUrl').replace(/\/+$/, '');

/** Where the outside world reaches the shop's API (no trailing slash). */
export const publicApiUrl = (): string => resource('publicApiUrl').replace(/\/+$/, '');

/** Brand code of every order reference, when the deployment fixes one. */
export const brandFixedCode = (): string | undefined => config().brandFixedCode;

export const now = (): Date => new Date();
