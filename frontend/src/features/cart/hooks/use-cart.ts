import { createContext, useContext } from 'react';
import type { BundleOffer } from '@shared/bundles/search';
import type { CartItem } from '../cart-reducer';

export type CartContextValue = {
  items: CartItem[];
  /** Sum of the items' tax-inclusive prices, in cents. */
  total: number;
  count: number;
  /**
   * False while a page rendered at build time is hydrated: the stored cart is not known to that
   * render, so a page that acts on the cart's contents waits for this.
   */
  ready: boolean;
  /** Replaces the cart with this bundle and confirms with a toast. */
  addBundle: (offer: BundleOffer) => void;
  removeItem: (index: number) => void;
  clear: () => void;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
};

export const CartContext = createContext<CartContextValue | null>(null);

/** The cart and its panel's open state; needs a CartProvider above. */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside a CartProvider');
  return cart;
}
