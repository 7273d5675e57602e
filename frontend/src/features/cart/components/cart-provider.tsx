import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import type { BundleOffer } from '@shared/bundles/search';
import { MESSAGES } from '@shared/validation/messages';
import { toaster } from '@/components/ui/toaster';
import { cartItemFromOffer, cartReducer } from '../cart-reducer';
import { browserStorage, loadCart, saveCart } from '../cart-storage';
import { CartContext, type CartContextValue } from '../hooks/use-cart';

/** Holds the cart for the whole app, saved to the browser's storage after every change. */
export function CartProvider({ children, storage: given }: { children: ReactNode; storage?: Storage }) {
  const [storage] = useState(() => given ?? browserStorage());
  const [initial] = useState(() => loadCart(storage));
  const [cart, dispatch] = useReducer(cartReducer, initial.cart);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    saveCart(storage, cart);
  }, [storage, cart]);

  useEffect(() => {
    if (initial.trimmed) {
      toaster.create({ type: 'info', ...MESSAGES.cart.updated });
    }
  }, [initial.trimmed]);

  const addBundle = useCallback((offer: BundleOffer) => {
    dispatch({ type: 'ADD_TO_CART', item: cartItemFromOffer(offer) });
    toaster.create({
      type: 'success',
      title: 'Added to cart',
      description: `${offer.name} added to your cart`,
    });
  }, []);

  const removeItem = useCallback((index: number) => {
    dispatch({ type: 'REMOVE_ITEM', index });
    toaster.create({ type: 'info', title: MESSAGES.cart.removed });
  }, []);

  const clear = useCallback(() => dispatch({ type: 'CLEAR_CART' }), []);
  const openCart = useCallback(() => setOpen(true), []);
  const closeCart = useCallback(() => setOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items: cart.items,
      total: cart.total,
      count: cart.items.length,
      addBundle,
      removeItem,
      clear,
      isOpen,
      openCart,
      closeCart,
    }),
    [cart, addBundle, removeItem, clear, isOpen, openCart, closeCart],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
