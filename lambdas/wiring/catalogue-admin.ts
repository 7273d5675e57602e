import {
  CATALOGUE_CACHE_SECONDS,
  CATALOGUE_HTTP_MAX_AGE_SECONDS,
} from '../../shared/catalogue/catalogue-cache';
import { EsimProviderProducts } from '../adapters/provider-products';
import { config } from '../config/environment';
import type { CatalogueAdminDeps } from '../use-cases/catalogue-changes';
import { auditLog } from './audit-log';
import { catalogueStore } from './catalogue-store';
import { lazy } from './container';
import { esimProvider } from './esim-provider';
import { now } from './shop';

/** How long a published change takes to reach every visitor: the functions' cache, then the CDN's. */
export const catalogueCacheSeconds = () => {
  const functions = config().catalogueCacheSeconds;
  return functions === undefined ? CATALOGUE_CACHE_SECONDS : functions + CATALOGUE_HTTP_MAX_AGE_SECONDS;
};

/** What the operator's catalogue routes change it through. */
export const catalogueAdmin = (): CatalogueAdminDeps => ({
  catalogues: catalogueStore(),
  audit: auditLog(),
  now,
  cacheSeconds: catalogueCacheSeconds(),
});

/** The provider's product list, through the provider's client (its token, timeout and origin). */
export const providerProducts = lazy(() => new EsimProviderProducts(esimProvider()));
