import { findBundle } from '@shared/catalogue/catalogue';
import { loadCatalogue } from '@shared/catalogue/shipped-catalogue';
import { offerFromRow, type BundleOffer } from '@shared/bundles/search';
import { MemoryStorage } from '@/features/cart/cart-storage';
import { cartItemFromOffer, saveCart } from '@/features/cart';

/** A real offer from the bundled catalogue, e.g. '01032_3' (Europe 5 GB, 10 days). */
export function offerFor(bundleId: string): BundleOffer {
  const catalogue = loadCatalogue();
  const row = findBundle(catalogue, bundleId);
  if (!row) throw new Error(`No bundle ${bundleId} in the catalogue`);
  return offerFromRow(catalogue, row);
}

/** A stored cart holding the offer `bundleId` (Europe 5 GB by default), as a returning visitor has it. */
export function storageWithCart(bundleId = '01032_3'): MemoryStorage {
  const storage = new MemoryStorage();
  const item = cartItemFromOffer(offerFor(bundleId));
  saveCart(storage, { items: [item], total: item.price });
  return storage;
}
