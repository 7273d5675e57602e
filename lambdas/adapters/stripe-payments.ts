import Stripe from 'stripe';
import {
  RefundRefusedError,
  type CheckoutSessionInput,
  type InvoiceLinks,
  type PaymentEvent,
  type Payments,
  type RefundInput,
  type RefundResult,
} from '../ports/payments';
import { idOf } from './stripe-events';
import { StripeWebhooks } from './stripe-webhooks';

/**
 * The Stripe API resources this adapter calls, as files under the SDK's `esm/resources/`. Each client
 * of the SDK builds every resource Stripe has (about 170 KB of code); a function's bundle keeps these
 * and replaces the others with stubs that throw when used (infra/stack/stripe-resources.ts). Calling
 * another resource means naming it here.
 */
export const STRIPE_RESOURCES_USED = ['Checkout/Sessions', 'Invoices', 'Refunds'] as const;

/**
 * The resources each call of the adapter needs. A function that makes only some of the calls bundles
 * only their resources (infra/stack/function-bundling.ts names it with its calls): a checkout function
 * carries no invoices or refunds.
 */
export const STRIPE_RESOURCES_BY_CALL = {
  createCheckoutSession: ['Checkout/Sessions'],
  refund: ['Checkout/Sessions', 'Refunds'],
  getInvoice: ['Checkout/Sessions', 'Invoices'],
  verifyWebhook: [],
} as const satisfies Record<keyof Payments, readonly (typeof STRIPE_RESOURCES_USED)[number][]>;

/**
 * A Stripe client for the real API, or for the local stand-in when `apiBase` is given
 * (e.g. http://127.0.0.1:4010); the same SDK code runs either way.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}

/**
 * How long a checkout session stays open: Stripe's shortest (30 minutes) and one more, so that the
 * time the request takes never puts it under Stripe's minimum.
 */
export const CHECKOUT_LIFETIME_SECONDS = 31 * 60;

/** Card payment through Stripe's hosted Checkout. */
export class StripePayments implements Payments {
  private readonly webhooks: StripeWebhooks;

  constructor(
    private readonly stripe: Stripe,
    webhookSecret: string,
  ) {
    this.webhooks = new StripeWebhooks(webhookSecret);
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
    const metadata = { orderReference: input.orderReference };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: input.customerEmail,
        client_reference_id: input.orderReference.slice(0, 200),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.amountCents,
              product_data: { name: input.productName, description: input.productDescription },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        invoice_creation: {
          enabled: true,
          invoice_data: { metadata, description: input.priceLines.join('\n') },
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        // A checkout left or cancelled on Stripe's page lapses after this, and its expired event ends
        // the order as cancelled: not after Stripe's default of 24 hours.
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  /**
   * A refund of the session's payment intent under the caller's idempotency key. The admin's words go
   * into the refund's metadata; Stripe's own reason is one of three, and the shop's refunds are all
   * the seller's choice for the customer.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const session = await this.stripe.checkout.sessions.retrieve(input.sessionId);
    const paymentIntent = idOf(session.payment_intent);
    if (!paymentIntent) throw new RefundRefusedError(`Checkout session ${input.sessionId} has no payment.`);
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: input.amountCents,
          reason: 'requested_by_customer',
          // Stripe's metadata values end at 500 characters.
          metadata: { orderReference: input.orderReference, reason: input.reason.slice(0, 500) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount };
    } catch (error) {
      // A 4xx is Stripe's answer about this refund (amount too large, already refunded): final.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError
      )
        throw new RefundRefusedError(error.message);
      throw error;
    }
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    return this.webhooks.verifyWebhook(rawBody, signatureHeader);
  }

  async getInvoice(sessionId: string, invoiceId: string | null): Promise<InvoiceLinks | null> {
    const id = invoiceId ?? idOf((await this.stripe.checkout.sessions.retrieve(sessionId)).invoice);
    if (!id) return null;
    const invoice = await this.stripe.invoices.retrieve(id);
    const links = {
      invoicePdfUrl: invoice.invoice_pdf ?? null,
      invoiceUrl: invoice.hosted_invoice_url ?? null,
    };
    return links.invoicePdfUrl || links.invoiceUrl ? links : null;
  }
}
