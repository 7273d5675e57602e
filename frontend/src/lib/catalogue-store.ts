import shipped from 'virtual:shipped-catalogue';
import { createContext, use, useEffect, useSyncExternalStore } from 'react';
import type { Catalogue } from '@shared/catalogue/catalogue';
import { PublicAnswerStore } from '@/lib/public-answer-store';

/** GET /api/catalogue's path, as the route contract declares it (a test holds the two together). */
export const CATALOGUE_PATH = '/api/catalogue';

/** `sameOffer` (catalogue-offer.ts), loaded with the check after the first view rather than with the page. */
const sameOffer = async (answer: unknown, held: Catalogue) =>
  (await import('./catalogue-offer')).sameOffer(answer, held);

/**
 * The catalogue the whole shop shows and sells from (the planner, the cart, the checkout): first the
 * build's (`virtual:shipped-catalogue`, so the first view needs no request and no schema), then what
 * the operator published, from GET /api/catalogue once the app runs: a withdrawn bundle disappears, a
 * new one appears, and prices are the server's. The server prices every order itself.
 */
export class CatalogueStore extends PublicAnswerStore<'get-catalogue'> {
  constructor(received: Catalogue = shipped) {
    super('get-catalogue', CATALOGUE_PATH, received, received, sameOffer);
  }
}

export const CatalogueStoreContext = createContext<CatalogueStore | null>(null);

let shippedStore: CatalogueStore | undefined;

/** The app's catalogue store; outside AppProvider (a component rendered alone), the build's catalogue. */
export function useCatalogueStore(): CatalogueStore {
  return use(CatalogueStoreContext) ?? (shippedStore ??= new CatalogueStore());
}

/** The current catalogue (the build's until the API's arrives); renders again when it changes. */
export function useCatalogue(): Catalogue {
  const store = useCatalogueStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Asks the API for the catalogue once the app has started, and again whenever the page is shown
 * after being hidden (a tab left open over a price change). Renders nothing; on failure the
 * catalogue held stays.
 */
export function CatalogueRefresh(): null {
  const store = useCatalogueStore();
  useEffect(() => {
    const asking = new AbortController();
    const refresh = () => {
      if (document.visibilityState === 'visible') store.refresh(asking.signal).catch(() => undefined);
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      asking.abort();
    };
  }, [store]);
  return null;
}
