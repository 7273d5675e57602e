import {
  newId,
  unixNow,
  type PayResult,
  type StandinCharge,
  type StandinContext,
  type StandinSession,
} from './context';
import { publicSession } from './sessions';

/** Posts one signed event; the status the endpoint answered, 0 when it could not be reached. */
async function postWebhook(url: string, payload: string, signature: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      if (answer.status < 500) return answer.status;
    } catch {
      // Stripe retries an unreachable endpoint; so do we, briefly.
    }
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
  return 0;
}

/** Signs and posts one event about `object`. */
async function sendEvent(ctx: StandinContext, type: string, object: unknown): Promise<PayResult> {
  const eventId = newId('evt');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: null,
    created: unixNow(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = ctx.signer.generateTestHeaderString({ payload, secret: ctx.webhook.secret });
  return {
    webhookStatus: await postWebhook(ctx.webhook.url, payload, signature),
    eventId,
    payload,
    signature,
  };
}

function sessionOf(ctx: StandinContext, sessionId: string): StandinSession {
  const session = ctx.sessions.get(sessionId);
  if (!session) throw new Error(`No checkout session ${sessionId}`);
  return session;
}

/** The paid invoice of a session created with `invoice_creation[enabled]`. */
function issueInvoice(ctx: StandinContext, session: StandinSession): string {
  const invoiceId = newId('in');
  ctx.invoices.set(invoiceId, {
    id: invoiceId,
    object: 'invoice',
    status: 'paid',
    amount_paid: session.amount_total,
    currency: session.currency,
    customer_email: session.customer_email,
    description: session.invoiceDescription,
    metadata: session.metadata,
    invoice_pdf: `${ctx.baseUrl}/invoices/${invoiceId}.pdf`,
    hosted_invoice_url: `${ctx.baseUrl}/invoices/${invoiceId}`,
    created: unixNow(),
  });
  return invoiceId;
}

/** Pays a session as the Pay button does: `checkout.session.completed` (sent again for a paid one). */
export async function pay(ctx: StandinContext, sessionId: string): Promise<PayResult> {
  const session = sessionOf(ctx, sessionId);
  if (session.status === 'open') {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = newId('pi');
    if (session.invoiceCreation) session.invoice = issueInvoice(ctx, session);
  }
  return sendEvent(ctx, 'checkout.session.completed', publicSession(session));
}

/** A declined card, as the Decline button: `payment_intent.payment_failed`; the session stays open. */
export async function decline(ctx: StandinContext, sessionId: string): Promise<PayResult> {
  const session = sessionOf(ctx, sessionId);
  return sendEvent(ctx, 'payment_intent.payment_failed', {
    id: newId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    currency: session.currency,
    status: 'requires_payment_method',
    metadata: session.paymentIntentMetadata,
    last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
  });
}

/** Lets the session lapse, as the Expire button: `checkout.session.expired`. */
export async function expire(ctx: StandinContext, sessionId: string): Promise<PayResult> {
  const session = sessionOf(ctx, sessionId);
  if (session.status === 'open') session.status = 'expired';
  return sendEvent(ctx, 'checkout.session.expired', publicSession(session));
}

/** A session still open when its `expires_at` passes lapses, as on Stripe. */
export function expireWhenDue(ctx: StandinContext, session: StandinSession): void {
  const delayMs = Math.max(0, session.expires_at * 1000 - Date.now());
  // Beyond setTimeout's range (about 24.8 days) nothing lapses within a run anyway.
  if (delayMs > 2 ** 31 - 1) return;
  const timer = setTimeout(() => {
    ctx.lapseTimers.delete(timer);
    if (session.status === 'open') void expire(ctx, session.id);
  }, delayMs);
  timer.unref();
  ctx.lapseTimers.add(timer);
}

/**
 * `charge.refunded` for a charge just refunded (in part or in full): the charge with its refunds
 * listed newest first, as Stripe's API versions before 2022-11-15 include them (later ones send the
 * charge alone; `amount_refunded` is the total either way).
 */
export function chargeRefunded(ctx: StandinContext, charge: StandinCharge): Promise<PayResult> {
  const refunds = [...ctx.refunds.values()].filter((refund) => refund.charge === charge.id).reverse();
  return sendEvent(ctx, 'charge.refunded', {
    ...charge,
    refunds: { object: 'list', data: refunds, has_more: false, total_count: refunds.length },
  });
}
