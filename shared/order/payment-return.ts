/**
 * How the buyer comes back from the hosted payment page without paying: its address carries
 * `redirect_status`. 'failed' (or an `error` parameter) is the spec's failed payment; 'cancelled' is
 * the page's Cancel (or back) link, a choice of the buyer's that charged nothing.
 */
export const PAYMENT_RETURN_PARAM = 'redirect_status';

export type PaymentReturn = 'failed' | 'cancelled';

/** The value the shop's cancel addresses carry. */
export const PAYMENT_CANCELLED: PaymentReturn = 'cancelled';

/** What a return address says happened to the payment; null for any other visit. */
export function paymentReturn(params: URLSearchParams): PaymentReturn | null {
  const status = params.get(PAYMENT_RETURN_PARAM);
  if (status === 'failed' || params.has('error')) return 'failed';
  if (status === PAYMENT_CANCELLED) return 'cancelled';
  return null;
}
