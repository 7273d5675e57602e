import type { StandinContext } from './context';
import { expireWhenDue } from './events';
import { parseStripeForm } from './form';
import { createRefund } from './refunds';
import { stripeError, stripeJson, type Reply } from './reply';
import { route, type RouteRequest, type StandinRoute } from './routing';
import { createSession, publicSession } from './sessions';

/**
 * POST /v1/checkout/sessions: a new open session, which lapses at its `expires_at`. A repeated
 * Idempotency-Key answers the session it created first, as Stripe does.
 */
async function createCheckoutSession(ctx: StandinContext, request: RouteRequest): Promise<Reply> {
  const key = request.headers['idempotency-key'];
  const body = await request.readBody();
  const earlier = typeof key === 'string' ? ctx.sessions.get(ctx.idempotent.get(key) ?? '') : undefined;
  if (earlier) return stripeJson(publicSession(earlier));
  const created = createSession(ctx.baseUrl, parseStripeForm(body));
  if (typeof created === 'string') return stripeError(400, created, 'parameter_missing');
  ctx.sessions.set(created.id, created);
  expireWhenDue(ctx, created);
  if (typeof key === 'string') ctx.idempotent.set(key, created.id);
  return stripeJson(publicSession(created));
}

/** GET /v1/checkout/sessions/{id}. */
function retrieveCheckoutSession(ctx: StandinContext, { params }: RouteRequest): Reply {
  const session = ctx.sessions.get(params.sessionId!);
  if (!session)
    return stripeError(404, `No such checkout.session: '${params.sessionId}'`, 'resource_missing');
  return stripeJson(publicSession(session));
}

/** GET /v1/invoices/{id}. */
function retrieveInvoice(ctx: StandinContext, { params }: RouteRequest): Reply {
  const invoice = ctx.invoices.get(params.invoiceId!);
  if (!invoice) return stripeError(404, `No such invoice: '${params.invoiceId}'`, 'resource_missing');
  return stripeJson(invoice);
}

/**
 * POST /v1/refunds: a refund of a paid payment intent (see `createRefund`). A repeated
 * Idempotency-Key answers the refund it created first and refunds nothing more; the same key with
 * another body is refused, as Stripe does.
 */
async function createRefundRoute(ctx: StandinContext, request: RouteRequest): Promise<Reply> {
  const key = request.headers['idempotency-key'];
  const body = await request.readBody();
  const earlier = typeof key === 'string' ? ctx.idempotentRefunds.get(key) : undefined;
  if (earlier) {
    if (earlier.body !== body)
      return stripeError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        undefined,
        { type: 'idempotency_error' },
      );
    return stripeJson(ctx.refunds.get(earlier.refundId));
  }
  const refund = createRefund(ctx, parseStripeForm(body));
  if ('kind' in refund) return refund;
  if (typeof key === 'string') ctx.idempotentRefunds.set(key, { refundId: refund.id, body });
  return stripeJson(refund);
}

/** GET /v1/refunds?payment_intent=…: the refunds of a payment, newest first, as Stripe lists them. */
function listRefunds(ctx: StandinContext, request: RouteRequest): Reply {
  const paymentIntent = request.query.get('payment_intent');
  const data = [...ctx.refunds.values()]
    .filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent)
    .reverse();
  return stripeJson({ object: 'list', data, has_more: false, url: '/v1/refunds' });
}

/** Stripe's API, under /v1: the dispatcher lets only calls with a secret key through. */
export const apiRoutes: StandinRoute[] = [
  route('POST', '/v1/checkout/sessions', createCheckoutSession),
  route('GET', '/v1/checkout/sessions/{sessionId}', retrieveCheckoutSession, { prefix: true }),
  route('GET', '/v1/invoices/{invoiceId}', retrieveInvoice, { prefix: true }),
  route('POST', '/v1/refunds', createRefundRoute),
  route('GET', '/v1/refunds', listRefunds),
];
