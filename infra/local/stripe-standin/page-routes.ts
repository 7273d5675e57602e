import type { StandinContext, StandinSession } from './context';
import { decline, expire, pay } from './events';
import { invoicePage, invoicePdf, notFoundPage, paymentPage } from './pages';
import { html, redirect, type Reply } from './reply';
import { route, type RouteRequest, type StandinRoute } from './routing';

type SessionHandler = (ctx: StandinContext, session: StandinSession) => Reply | Promise<Reply>;

/** A payment-page handler for the path's session; an unknown session is a 404 page. */
const forSession =
  (handler: SessionHandler) =>
  (ctx: StandinContext, { params }: RouteRequest) => {
    const session = ctx.sessions.get(params.sessionId!);
    return session ? handler(ctx, session) : html(notFoundPage('No such checkout.'), 404);
  };

/** Back to the shop's page for the session (`success_url` or `cancel_url`). */
const backToShop = (url: string, session: StandinSession) =>
  redirect(url.replace('{CHECKOUT_SESSION_ID}', session.id));

/** GET /pay/{id}: the hosted payment page. */
const showPaymentPage: SessionHandler = (_ctx, session) => html(paymentPage(session));

/** POST /pay/{id}/pay: the Pay button. */
const payCheckout: SessionHandler = async (ctx, session) => {
  await pay(ctx, session.id);
  return backToShop(session.success_url, session);
};

/**
 * POST /pay/{id}/decline and /expire: the other endings. Stripe shows its own page here; the stand-in
 * goes on to the order's page, which says what happened.
 */
const declineCard: SessionHandler = async (ctx, session) => {
  await decline(ctx, session.id);
  return backToShop(session.success_url, session);
};
const expireCheckout: SessionHandler = async (ctx, session) => {
  await expire(ctx, session.id);
  return backToShop(session.success_url, session);
};

/**
 * POST /pay/{id}/cancel: back to the shop, expiring the session on the way: what Stripe sends once
 * a cancelled session's expires_at passes, sent now (see stripe-standin.ts).
 */
const cancelCheckout: SessionHandler = async (ctx, session) => {
  if (session.status === 'open') await expire(ctx, session.id);
  return backToShop(session.cancel_url, session);
};

/** GET /invoices/{id} (the hosted invoice page) and /invoices/{id}.pdf (its PDF). */
function showInvoice(ctx: StandinContext, { params }: RouteRequest): Reply {
  const name = params.invoiceId!;
  const invoice = ctx.invoices.get(name.replace(/\.pdf$/, ''));
  if (!invoice) return html(notFoundPage('No such invoice.'), 404);
  return name.endsWith('.pdf') ? { kind: 'pdf', body: invoicePdf(invoice) } : html(invoicePage(invoice));
}

/** What the traveller's browser opens: the payment page, its buttons, and the invoice links. */
export const pageRoutes: StandinRoute[] = [
  route('GET', '/pay/{sessionId}', forSession(showPaymentPage)),
  route('POST', '/pay/{sessionId}/pay', forSession(payCheckout), { prefix: true }),
  route('POST', '/pay/{sessionId}/decline', forSession(declineCard), { prefix: true }),
  route('POST', '/pay/{sessionId}/expire', forSession(expireCheckout), { prefix: true }),
  route('POST', '/pay/{sessionId}/cancel', forSession(cancelCheckout), { prefix: true }),
  route('GET', '/invoices/{invoiceId}', showInvoice, { prefix: true }),
];
