/** What the checkout needs of a cart item (the cart stores a bundle offer plus its tax-inclusive price). */
export type CheckoutItem = {
  bundleId: string;
  zone: string;
  size: string;
  validityDays: number;
  countries: string[];
  /** Price including VAT, in cents. */
  price: number;
};
