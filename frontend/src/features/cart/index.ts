export { CartProvider } from './components/cart-provider';
export { CartPanel } from './components/cart-panel';
export { useCart, type CartContextValue } from './hooks/use-cart';
export {
  cartReducer,
  cartItemFromOffer,
  EMPTY_CART,
  type CartItem,
  type CartState,
  type CartAction,
} from './cart-reducer';
export { loadCart, saveCart, CART_STORAGE_KEY, ORDER_COMPLETED_KEY, MemoryStorage } from './cart-storage';
