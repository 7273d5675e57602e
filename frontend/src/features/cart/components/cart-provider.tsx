import { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import type { BundleOffer } from '@shared/bundles/search';
import { CART_MESSAGES } from '@shared/validation/planner-messages';
import { toaster } from '@/components/ui/toaster';
import { useCatalogueStore } from '@/lib/catalogue-store';
import { useHydrated } from '@/lib/hydration';
import { cartItemFromOffer, cartReducer, EMPTY_CART } from '../cart-reducer';
import { browserStorage, loadCart, saveCart } from '../cart-storage';
import { CartContext, type CartContextValue } from '../hooks/use-cart';

/** Holds the cart for the whole app, saved to the browser's storage after every change. */
export function CartProvider({ children, storage: given }: { children: ReactNode; storage?: Storage }) {
  const [storage] = useState(() => given ?? browserStorage());
  const [initial] = useState(() => loadCart(storage));
  const [cart, dispatch] = useReducer(cartReducer, initial.cart);
  const [isOpen, setOpen] = useState(false);
  // A page rendered at build time shows an empty cart; the stored one is shown once it is hydrated.
  const ready = useHydrated();
  const shown = ready ? cart : EMPTY_CART;

  useEffect(() => {
    saveCart(storage, cart);
  }, [storage, cart]);

  // The cart keeps the price it was filled at until the operator's catalogue arrives from the API;
  // from then on it shows that catalogue's price, and drops a bundle no longer sold. The repricing
  // loads then, not with the first view.
  const catalogues = useCatalogueStore();
  useEffect(
    () =>
      catalogues.subscribe(() => {
        void import('../cart-repricing').then(({ priceIn }) =>
          dispatch({ type: 'REPRICE', price: priceIn(catalogues.get()) }),
        );
      }),
    [catalogues],
  );

  useEffect(() => {
    if (initial.trimmed) {
      toaster.create({ type: 'info', ...CART_MESSAGES.updated });
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
    toaster.create({ type: 'info', title: CART_MESSAGES.removed });
  }, []);

  const clear = useCallback(() => dispatch({ type: 'CLEAR_CART' }), []);
  const openCart = useCallback(() => setOpen(true), []);
  const closeCart = useCallback(() => setOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items: shown.items,
      total: shown.total,
      count: shown.items.length,
      ready,
      addBundle,
      removeItem,
      clear,
      isOpen,
      openCart,
      closeCart,
    }),
    [shown, ready, addBundle, removeItem, clear, isOpen, openCart, closeCart],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
