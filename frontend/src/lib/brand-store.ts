import { createContext, use, useSyncExternalStore } from 'react';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import { PublicAnswerStore } from '@/lib/public-answer-store';

/** GET /api/brand's path, as the route contract declares it (a test holds the two together). */
export const BRAND_PATH = '/api/brand';

/** The id of the script element in which a prerendered page carries its brand. */
export const EMBEDDED_BRAND_ID = 'shop-brand';

/** GET /api/brand: the white-label settings (the client loads with the call, not with the page). */
export async function getBrand(signal?: AbortSignal) {
  return (await import('@/lib/api-client')).apiRequest('get-brand', { signal });
}

/**
 * The brand the whole shop shows. It starts with the brand a page was rendered with at build time
 * (the default brand in the app shell), is checked against the API's once the page has loaded
 * (`refresh`), and takes the brand an admin saves at once (`set`).
 */
export class BrandStore extends PublicAnswerStore<'get-brand'> {
  constructor(received?: BrandSettings) {
    super('get-brand', BRAND_PATH, DEFAULT_BRAND, received);
  }
}

export const BrandStoreContext = createContext<BrandStore | null>(null);

/** The app's brand store (for what changes the brand: the admin's Brand Settings). */
export function useBrandStore(): BrandStore {
  const store = use(BrandStoreContext);
  if (!store) throw new Error('useBrandStore needs the BrandStoreContext of AppProvider above it');
  return store;
}

/**
 * The current brand settings (the page's own until the API's arrive, the default brand in the app
 * shell); renders again when they change.
 */
export function useBrand(): BrandSettings {
  const store = useBrandStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
