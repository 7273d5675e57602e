import { EMPTY_CART, type CartItem, type CartState } from './cart-reducer';

export const CART_STORAGE_KEY = 'cart';
/** Set by the checkout when an order went through; the next start empties the cart. */
export const ORDER_COMPLETED_KEY = 'order_completed';

const isCents = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const STRING_FIELDS = ['id', 'name', 'description', 'zone', 'size', 'bundleId'] as const;

/**
 * Whether a stored value has a cart item's shape (as the cart saved it). Checked by hand: the cart
 * is read on every page's first view, which carries no schema library; the server prices the order
 * from the bundle id alone, so this guards the page, not the price.
 */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    STRING_FIELDS.every((field) => typeof item[field] === 'string') &&
    isCents(item['price']) &&
    isCents(item['priceWithVat']) &&
    typeof item['dataAmount'] === 'number' &&
    typeof item['validityDays'] === 'number' &&
    isStrings(item['regions']) &&
    isStrings(item['countries']) &&
    item['isPopular'] === false
  );
}

/** The stored cart's items when it has the cart's shape, otherwise null. */
function storedItems(value: unknown): CartItem[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { items, total } = value as Record<string, unknown>;
  if (typeof total !== 'number' || !Array.isArray(items) || !items.every(isCartItem)) return null;
  return items;
}

export type LoadedCart = {
  cart: CartState;
  /** The stored cart held more than one bundle and was cut down to the latest one. */
  trimmed: boolean;
};

/**
 * Reads the cart saved in the browser. A cart that cannot be read starts empty; a completed order
 * clears it (and its flag); a cart with several bundles keeps only the last one added.
 */
export function loadCart(storage: Storage): LoadedCart {
  try {
    if (storage.getItem(ORDER_COMPLETED_KEY) === 'true') {
      storage.removeItem(CART_STORAGE_KEY);
      storage.removeItem(ORDER_COMPLETED_KEY);
      return { cart: EMPTY_CART, trimmed: false };
    }
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (raw === null) return { cart: EMPTY_CART, trimmed: false };
    const items = storedItems(JSON.parse(raw));
    if (!items) return { cart: EMPTY_CART, trimmed: false };
    const last = items.at(-1);
    if (!last) return { cart: EMPTY_CART, trimmed: false };
    return { cart: { items: [last], total: last.price }, trimmed: items.length > 1 };
  } catch {
    return { cart: EMPTY_CART, trimmed: false };
  }
}

/** Saves the cart; a browser that refuses storage (private mode, quota) keeps it in memory only. */
export function saveCart(storage: Storage, cart: CartState): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Nothing to do: the cart still works for this visit.
  }
}

/** A Storage kept in memory: the fallback when the browser denies localStorage, and the tests' store. */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

/** The browser's localStorage; merely touching it throws when the visitor blocks site data. */
export function browserStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    return new MemoryStorage();
  }
}
