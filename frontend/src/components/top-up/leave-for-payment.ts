/** Leaves the SPA for the hosted payment page, or the order page of a free top-up (a full page load). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
