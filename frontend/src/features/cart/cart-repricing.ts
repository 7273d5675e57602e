import { findBundle, type Catalogue } from '@shared/catalogue/catalogue';
import { bundlePriceCents, withVatCents } from '@shared/pricing/pricing';
import type { CartItem } from './cart-reducer';

/**
 * How a cart item sells in `catalogue` (the operator's, from the API): at its price there, VAT
 * included, or not at all (null) once withdrawn or its zone unpriced. The same item when its price
 * stands. Apart from the reducer, which the entry loads before the first paint without any catalogue.
 */
export function priceIn(catalogue: Catalogue): (item: CartItem) => CartItem | null {
  return (item) => {
    const row = findBundle(catalogue, item.bundleId);
    if (!row) return null;
    const price = withVatCents(bundlePriceCents(catalogue, row.BundleZone, row['Bundle Value (MB)'], 'esim'));
    if (price === item.price && price === item.priceWithVat) return item;
    // A cart item's `price` is the offer's VAT-inclusive price (`cartItemFromOffer`).
    return { ...item, price, priceWithVat: price };
  };
}
