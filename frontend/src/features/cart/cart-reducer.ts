import type { BundleOffer } from '@shared/bundles/search';

/** A bundle in the cart: the offer's fields, with `price` the tax-inclusive price in cents. */
export type CartItem = Omit<BundleOffer, 'price'> & { price: number };

export type CartState = { items: CartItem[]; total: number };

export type CartAction =
  | { type: 'ADD_TO_CART'; item: CartItem }
  | { type: 'REMOVE_ITEM'; index: number }
  | { type: 'CLEAR_CART' }
  /** Each item as `price` says it sells now (null: no longer sold), e.g. after a newer catalogue arrived. */
  | { type: 'REPRICE'; price: (item: CartItem) => CartItem | null };

export const EMPTY_CART: CartState = { items: [], total: 0 };

const totalOf = (items: CartItem[]) => items.reduce((sum, item) => sum + item.price, 0);

/** The cart's only transitions (SPEC section 4): it holds at most one bundle, so adding replaces. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_TO_CART':
      return { items: [action.item], total: action.item.price };
    case 'REMOVE_ITEM': {
      const items = state.items.filter((_, index) => index !== action.index);
      return { items, total: totalOf(items) };
    }
    case 'CLEAR_CART':
      return EMPTY_CART;
    case 'REPRICE':
      return repriced(state, action.price);
  }
}

/** The cart line for an offer: the price the traveller pays, VAT included. */
export function cartItemFromOffer(offer: BundleOffer): CartItem {
  return { ...offer, price: offer.priceWithVat };
}

/** The cart with each item repriced, or the same state when nothing changed, so nothing renders again. */
function repriced(state: CartState, price: (item: CartItem) => CartItem | null): CartState {
  const items = state.items.flatMap((item) => price(item) ?? []);
  const unchanged =
    items.length === state.items.length && items.every((item, index) => item === state.items[index]);
  return unchanged ? state : { items, total: totalOf(items) };
}
