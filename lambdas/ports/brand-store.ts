import type { BrandSettings } from '../../shared/brand/brand';

export interface BrandStore {
  /** The business row (id 1); the defaults when none is stored. */
  get(): Promise<BrandSettings>;
  put(brand: BrandSettings): Promise<void>;
}
