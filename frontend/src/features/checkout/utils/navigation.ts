/**
 * Leaves the SPA for the hosted payment page (or reloads into /success for a free order). A full
 * page load is wanted: the success page must start with a fresh cart read from storage.
 */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}

/** Phones get the provider's mobile checkout layout. */
export function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}
