/**
 * The messages of the planner, its dates and the cart (see messages.ts): the home page shows them,
 * so they load with it, apart from the rest of the product's messages.
 */
/** A toast's text: a title and a line under it. */
export type ToastMessage = { readonly title: string; readonly description: string };

export const PLANNER_MESSAGES = {
  noDestinations: {
    title: 'No destinations selected',
    description: 'Please select at least one destination',
  },
  datesNotSet: {
    title: 'Travel dates not set',
    description: 'Please select your arrival and departure dates',
  },
  noBundle: { title: 'No bundle selected', description: 'Please select a bundle to add to cart' },
  cartEmpty: {
    title: 'Cart is empty',
    description: 'Please add a bundle to your cart before checking out.',
  },
} as const;

export const DATE_MESSAGES = {
  arrivalInPast: 'Arrival cannot be in the past',
  departureBeforeArrival: 'Departure cannot be before arrival',
} as const;

export const CART_MESSAGES = {
  updated: {
    title: 'Cart Updated',
    description: 'Only one bundle can be added at a time. Previous bundles were removed.',
  },
  added: (bundleName: string): ToastMessage => ({
    title: 'Added to cart',
    description: `${bundleName} added to your cart`,
  }),
  removed: 'Bundle removed',
  emptyTitle: 'Your cart is empty',
  emptyDescription: 'Add a bundle to get started with your eSIM journey.',
} as const;
