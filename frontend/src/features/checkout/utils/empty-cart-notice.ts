/**
 * The built /checkout page sends an empty cart home before any of the app's code loads (main.tsx),
 * so the checkout page never runs to say why. It leaves this note instead, and home says the spec's
 * 'Cart is empty' once. Session storage: the note belongs to this tab's next page only.
 */
const KEY = 'checkout_cart_empty';

export function noteEmptyCheckout(): void {
  try {
    sessionStorage.setItem(KEY, 'true');
  } catch {
    // Storage refused (private mode): home just opens without the toast.
  }
}

/** True once after noteEmptyCheckout; the note is gone afterwards. */
export function takeEmptyCheckoutNote(): boolean {
  try {
    const noted = sessionStorage.getItem(KEY) === 'true';
    sessionStorage.removeItem(KEY);
    return noted;
  } catch {
    return false;
  }
}
