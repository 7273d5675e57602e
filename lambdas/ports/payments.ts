export interface CheckoutSessionInput {
  orderReference: string;
  /** Tax-inclusive amount to charge, integer cents. */
  amountCents: number;
  productName: string;
  productDescription: string;
  /**
   * The order's price lines as text ('Price: €16.61', …, 'Sales Tax (21%) included: €2.88'): the
   * invoice prints them, so that it shows how the amount charged came about and the VAT in it.
   */
  priceLines: string[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/**
 * What a payment event says about an order's payment: paid (fulfil it), failed (declined, or an
 * asynchronous payment that failed), expired (the checkout closed unpaid), refunded (money went back,
 * from the console or Stripe's dashboard), or nothing the shop acts on (pending, or an event type it
 * does not handle).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'expired' | 'refunded' | 'none';

/** A verified payment event, reduced to what the shop acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  outcome: PaymentOutcome;
  /** The order reference from the session (or payment intent) metadata. */
  orderReference: string | null;
  /** The checkout session; null for a payment intent event. */
  sessionId: string | null;
  /** Amount the payment is for, integer cents, and its currency (lower case). */
  amountCents: number | null;
  currency: string | null;
  invoiceId: string | null;
  /**
   * A refunded event's refund: the latest refund's id when the event lists it (null otherwise), all
   * that has been refunded of the payment (cents), and the reason the refund carries in its metadata.
   */
  refund?: { id: string | null; amountCents: number; reason: string | null };
}

/**
 * A correctly signed event whose content is not an event the shop can read (a 400, recorded):
 * `key` identifies it in the payment events store (its id, or a hash of the body when it has none).
 */
export class MalformedPaymentEventError extends Error {
  override readonly name = 'MalformedPaymentEventError';
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super('Malformed payment event.');
  }
}

export interface InvoiceLinks {
  invoicePdfUrl: string | null;
  invoiceUrl: string | null;
}

/** The payment provider's calls to the shop's webhook. */
export interface PaymentWebhooks {
  /** Verifies the signature over the raw body; throws ValidationError when it does not match. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}

export interface RefundInput {
  orderReference: string;
  /** The order's checkout session: the payment made through it is refunded. */
  sessionId: string;
  /** How much to give back, integer cents. */
  amountCents: number;
  /** Why (the admin's words), kept with the refund at the payment provider. */
  reason: string;
  /**
   * The same key makes the same refund: a repeated call (two tabs, a retried request) answers the
   * refund made first, and refunds nothing more.
   */
  idempotencyKey: string;
}

export interface RefundResult {
  /** The payment provider's id of the refund. */
  id: string;
  amountCents: number;
}

/** The payment provider refused the refund (more than is left, a payment it does not know): its message. */
export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
}

export interface Payments extends PaymentWebhooks {
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** Gives back part or all of a paid session's payment; RefundRefusedError when the provider refuses it. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Links to the invoice of a paid session, or null while there is none. */
  getInvoice(sessionId: string, invoiceId: string | null): Promise<InvoiceLinks | null>;
}
