import { createContext, use, useSyncExternalStore } from 'react';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import { retryDelay, retryQuery } from '@/config/retry';
import { apiRequest, refreshHeld } from '@/lib/api-client';

/** GET /api/brand's path, as the route contract declares it (a test holds the two together). */
export const BRAND_PATH = '/api/brand';

/** The id of the script element in which a prerendered page carries its brand. */
export const EMBEDDED_BRAND_ID = 'shop-brand';

/** GET /api/brand: the white-label settings. */
export function getBrand(signal?: AbortSignal) {
  return apiRequest('get-brand', { signal });
}

/** Resolves after `ms`, or rejects when `signal` aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * The brand the whole shop shows. It starts with the brand a page was rendered with at build time
 * (the default brand in the app shell), is checked against the API's once the page has loaded
 * (`refresh`), and takes the brand an admin saves at once (`set`). Home's first view reads it without
 * TanStack Query, which it would otherwise load only for this.
 */
export class BrandStore {
  private brand: BrandSettings;
  /** The brand as it was received (at build time or from the API), which an unchanged answer keeps. */
  private received: BrandSettings | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(received?: BrandSettings) {
    this.received = received;
    this.brand = received ?? DEFAULT_BRAND;
  }

  readonly get = (): BrandSettings => this.brand;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows `brand` everywhere (an unchanged brand, the same object, renders nothing again). */
  set(brand: BrandSettings): void {
    this.received = brand;
    if (brand === this.brand) return;
    this.brand = brand;
    for (const listener of this.listeners) listener();
  }

  /**
   * Asks the API for the brand, tried again as every query is (SPEC section 9), and shows it. A held
   * brand that the API answers unchanged loads no schema; on failure the current brand stays.
   */
  async refresh(signal?: AbortSignal): Promise<void> {
    for (let failures = 0; ; failures += 1) {
      try {
        const held = this.received;
        this.set(held ? await refreshHeld('get-brand', BRAND_PATH, held, signal) : await getBrand(signal));
        return;
      } catch (error) {
        if (signal?.aborted || !retryQuery(failures, error)) throw error;
        await pause(retryDelay(failures), signal);
      }
    }
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
