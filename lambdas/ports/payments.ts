export interface CheckoutSessionInput {
  orderReference: string;
  /** Tax-inclusive amount to charge, integer cents. */
  amountCents: number;
  productName: string;
  productDescription: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A verified payment event, reduced to what the shop acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The order reference from the session metadata. */
  orderReference: string | null;
  sessionId: string | null;
  paid: boolean;
  invoiceId: string | null;
}

export interface InvoiceLinks {
  invoicePdfUrl: string | null;
  invoiceUrl: string | null;
}

export interface Payments {
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** Verifies the signature over the raw body; throws ValidationError when it does not match. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
  /** Links to the invoice of a paid session, or null while there is none. */
  getInvoice(sessionId: string, invoiceId: string | null): Promise<InvoiceLinks | null>;
}
