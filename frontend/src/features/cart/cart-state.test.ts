import { offerFor } from '@/testing/offers';
import { MemoryStorage } from '@/testing/render';
import { EMPTY_CART, cartItemFromOffer, cartReducer } from './cart-reducer';
import {
  CART_STORAGE_KEY,
  MemoryStorage as FallbackStorage,
  ORDER_COMPLETED_KEY,
  browserStorage,
  loadCart,
  saveCart,
} from './cart-storage';

const europe5 = cartItemFromOffer(offerFor('01032_3'));
const europe10 = cartItemFromOffer(offerFor('01032_2'));

describe('cartReducer', () => {
  it('prices an item VAT included: Europe 5 GB costs €16.61', () => {
    expect(europe5.price).toBe(1661);
  });

  it('replaces the whole cart when a bundle is added, so it never holds two', () => {
    const one = cartReducer(EMPTY_CART, { type: 'ADD_TO_CART', item: europe5 });
    const two = cartReducer(one, { type: 'ADD_TO_CART', item: europe10 });
    expect(two).toEqual({ items: [europe10], total: europe10.price });
  });

  it('drops an item by position and recomputes the total', () => {
    const cart = { items: [europe5, europe10], total: europe5.price + europe10.price };
    expect(cartReducer(cart, { type: 'REMOVE_ITEM', index: 0 })).toEqual({
      items: [europe10],
      total: europe10.price,
    });
    expect(cartReducer(cart, { type: 'REMOVE_ITEM', index: 5 })).toEqual({
      items: [europe5, europe10],
      total: cart.total,
    });
  });

  it('clears to no items and total 0', () => {
    const cart = cartReducer(EMPTY_CART, { type: 'ADD_TO_CART', item: europe5 });
    expect(cartReducer(cart, { type: 'CLEAR_CART' })).toEqual({ items: [], total: 0 });
  });
});

describe('cart storage', () => {
  it('saves under the key "cart" and reads the same cart back', () => {
    const storage = new MemoryStorage();
    saveCart(storage, { items: [europe5], total: europe5.price });
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '')).toEqual({
      items: [europe5],
      total: europe5.price,
    });
    expect(loadCart(storage)).toEqual({ cart: { items: [europe5], total: europe5.price }, trimmed: false });
  });

  it.each([
    ['not JSON', '{items:'],
    ['the wrong shape', JSON.stringify({ items: 'none', total: 'x' })],
    ['an item without a price', JSON.stringify({ items: [{ ...europe5, price: undefined }], total: 1 })],
    ['an item with a negative price', JSON.stringify({ items: [{ ...europe5, price: -100 }], total: 1 })],
    [
      'an item priced in fractions of a cent',
      JSON.stringify({ items: [{ ...europe5, price: 1.5 }], total: 1 }),
    ],
    [
      'an item whose countries are not names',
      JSON.stringify({ items: [{ ...europe5, countries: [1] }], total: 1 }),
    ],
    ['a null item', JSON.stringify({ items: [null], total: 1 })],
    ['null', 'null'],
  ])('starts empty when the stored cart is %s', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, raw);
    expect(loadCart(storage).cart).toEqual(EMPTY_CART);
  });

  it('starts empty when the browser refuses to read storage', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(loadCart(storage).cart).toEqual(EMPTY_CART);
  });

  it('clears the cart and the flag after a completed order', () => {
    const storage = new MemoryStorage();
    saveCart(storage, { items: [europe5], total: europe5.price });
    storage.setItem(ORDER_COMPLETED_KEY, 'true');
    expect(loadCart(storage).cart).toEqual(EMPTY_CART);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(ORDER_COMPLETED_KEY)).toBeNull();
  });

  it('keeps the cart when the completed flag is anything but "true"', () => {
    const storage = new MemoryStorage();
    saveCart(storage, { items: [europe5], total: europe5.price });
    storage.setItem(ORDER_COMPLETED_KEY, 'false');
    expect(loadCart(storage).cart.items).toEqual([europe5]);
  });

  it('keeps only the latest bundle of a stored cart that holds several, and says so', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [europe5, europe10], total: 0 }));
    expect(loadCart(storage)).toEqual({ cart: { items: [europe10], total: europe10.price }, trimmed: true });
  });
});

describe('browserStorage', () => {
  it('falls back to memory when the browser blocks localStorage', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = browserStorage();
    expect(storage).toBeInstanceOf(FallbackStorage);
    saveCart(storage, { items: [europe5], total: europe5.price });
    expect(loadCart(storage).cart.items).toEqual([europe5]);
    spy.mockRestore();
  });
});
