import Stripe from 'stripe';
import { ValidationError } from '../lib/errors';
import type { CheckoutSessionInput, InvoiceLinks, PaymentEvent, Payments } from '../ports/payments';

/** Events that mean "this checkout is paid"; anything else is acknowledged and ignored. */
const PAID_EVENT_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

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

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Card payment through Stripe's hosted Checkout. */
export class StripePayments implements Payments {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

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
        invoice_creation: { enabled: true, invoice_data: { metadata } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new ValidationError('Missing payment signature.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch {
      throw new ValidationError('Invalid payment signature.');
    }
    if (!PAID_EVENT_TYPES.has(event.type)) {
      return {
        id: event.id,
        type: event.type,
        orderReference: null,
        sessionId: null,
        paid: false,
        invoiceId: null,
      };
    }
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      id: event.id,
      type: event.type,
      orderReference: session.metadata?.orderReference ?? session.client_reference_id ?? null,
      sessionId: session.id,
      paid: session.payment_status === 'paid',
      invoiceId: idOf(session.invoice),
    };
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
