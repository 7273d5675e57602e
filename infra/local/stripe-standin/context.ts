import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A checkout session as the stand-in keeps it: Stripe's fields, and after them what only the
 * stand-in needs (the payment page's product, the invoice to create on payment).
 */
export interface StandinSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  /** When the session lapses unpaid (Unix seconds): Stripe then sends `checkout.session.expired`. */
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's session object: what the payment page shows. */
  product: { name: string; description: string };
  invoiceCreation: boolean;
  /** `invoice_creation.invoice_data.description`: the invoice's memo. */
  invoiceDescription: string | null;
  paymentIntentMetadata: Record<string, string>;
}

export interface StandinInvoice {
  id: string;
  object: 'invoice';
  status: 'paid';
  amount_paid: number;
  currency: string;
  customer_email: string | null;
  /** The memo printed on the invoice (the shop's price lines). */
  description: string | null;
  metadata: Record<string, string>;
  invoice_pdf: string;
  hosted_invoice_url: string;
  created: number;
}

/** A refund as Stripe shows it (`object: 'refund'`); the stand-in's refunds always succeed. */
export interface StandinRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

/**
 * The charge behind a paid session's payment intent: made at its first refund (nothing else of the
 * shop reads charges), with what has been refunded of it so far.
 */
export interface StandinCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  refunded: boolean;
  payment_intent: string;
  /** The payment intent's metadata, which carries the shop's order reference. */
  metadata: Record<string, string>;
  created: number;
}

export interface PayResult {
  /** HTTP status the webhook endpoint answered (0 when it could not be reached). */
  webhookStatus: number;
  eventId: string;
  /** The signed event exactly as posted, for replay tests. */
  payload: string;
  signature: string;
}

/** Everything a route handler works on: one per running stand-in. */
export interface StandinContext {
  readonly sessions: Map<string, StandinSession>;
  readonly invoices: Map<string, StandinInvoice>;
  /** Idempotency-Key → the session it created. */
  readonly idempotent: Map<string, string>;
  readonly refunds: Map<string, StandinRefund>;
  /** Charges by payment intent id. */
  readonly charges: Map<string, StandinCharge>;
  /**
   * Idempotency-Key of a refund request → the refund it created and the body it was sent with: the
   * same key with another body is refused, as Stripe does.
   */
  readonly idempotentRefunds: Map<string, { refundId: string; body: string }>;
  readonly webhook: { url: string; secret: string };
  readonly signer: Stripe['webhooks'];
  /** The pending lapse of each open session (see `expireWhenDue`). */
  readonly lapseTimers: Set<NodeJS.Timeout>;
  /** The stand-in's own origin, known once its server listens. */
  baseUrl: string;
}

export function createStandinContext(webhook: { url: string; secret: string }): StandinContext {
  return {
    sessions: new Map(),
    invoices: new Map(),
    idempotent: new Map(),
    refunds: new Map(),
    charges: new Map(),
    idempotentRefunds: new Map(),
    webhook,
    signer: new Stripe('sk_test_standin').webhooks,
    lapseTimers: new Set(),
    baseUrl: '',
  };
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Now in Unix seconds, as Stripe's timestamps are. */
export const unixNow = () => Math.floor(Date.now() / 1000);
