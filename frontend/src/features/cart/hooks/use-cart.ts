import { createContext, useContext } from 'react';
import type { BundleOffer } from '@shared/bundles/search';
import type { CartItem } from '../cart-reducer';

export type CartContextValue = {
  items: CartItem[];
  /** Sum of the items' tax-inclusive prices, in cents. */
  total: number;
  count: number;
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
