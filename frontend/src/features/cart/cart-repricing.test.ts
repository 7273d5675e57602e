import shipped from 'virtual:shipped-catalogue';
import { offerFromRow } from '@shared/bundles/search';
import { activeBundles, type Catalogue, type PriceTier } from '@shared/catalogue/catalogue';
import { withVatCents } from '@shared/pricing/pricing';
import { cartItemFromOffer, cartReducer, type CartState } from './cart-reducer';
import { priceIn } from './cart-repricing';

const row = activeBundles(shipped).find((bundle) => bundle.BundleZone === 'Europe')!;
const item = cartItemFromOffer(offerFromRow(shipped, row));
const cart: CartState = { items: [item], total: item.price };
const reprice = (catalogue: Catalogue) => cartReducer(cart, { type: 'REPRICE', price: priceIn(catalogue) });

describe('the cart against a newer catalogue', () => {
  it('keeps the same state when the price stands', () => {
    expect(reprice(shipped)).toBe(cart);
  });

  it("takes the catalogue's price, VAT included", () => {
    const europe = shipped.prices['Europe']!;
    const tiers = Object.fromEntries(
      Object.entries(europe.esim).map(([tier, cents]) => [tier, cents + 100]),
    ) as Record<PriceTier, number>;
    const dearer = {
      ...shipped,
      prices: { ...shipped.prices, Europe: { ...europe, esim: tiers } },
    } as Catalogue;
    const expected = withVatCents(offerFromRow(shipped, row).price + 100);

    const next = reprice(dearer);

    expect(next.items[0]).toMatchObject({ bundleId: item.bundleId, price: expected, priceWithVat: expected });
    expect(next.total).toBe(expected);
  });

  it('drops a bundle no longer sold', () => {
    const withdrawn = { ...shipped, bundles: shipped.bundles.filter((bundle) => bundle !== row) };
    expect(reprice(withdrawn)).toEqual({ items: [], total: 0 });
  });
});
