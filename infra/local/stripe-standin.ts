import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, startHttpServer } from './http-server';
import {
  createStandinContext,
  newId,
  type PayResult,
  type StandinInvoice,
  type StandinRefund,
  type StandinSession,
} from './stripe-standin/context';
import { dispatch } from './stripe-standin/dispatcher';
import { decline, expire, pay } from './stripe-standin/events';
import { createRefund } from './stripe-standin/refunds';
import { stripeError, type Reply } from './stripe-standin/reply';

/**
 * A local stand-in for the slice of Stripe the shop uses: Checkout Sessions (create, retrieve),
 * invoices (retrieve), refunds (create, with `charge.refunded` after each), a hosted payment page with Pay, Decline, Expire and Cancel, and correctly
 * signed webhooks: `checkout.session.completed` (Pay), `payment_intent.payment_failed` (Decline, a
 * card the bank refused) and `checkout.session.expired` (Expire, what Stripe sends when a checkout
 * is left open until it lapses; also sent when a session's `expires_at` passes). Cancel returns to the
 * shop, as on Stripe, and expires the session on the way: Stripe keeps a cancelled checkout open
 * until its `expires_at` (the shop asks for 31 minutes) and only then sends the event, which the
 * local shop would otherwise wait half an hour for. The shop's Stripe adapter talks to it with the
 * real SDK (`host`/`port`/`protocol`), so the same code path runs as against Stripe test mode.
 * The paths and their handlers are the route table in stripe-standin/dispatcher.ts; this file is the
 * HTTP shell.
 */

export type { PayResult, StandinInvoice, StandinRefund, StandinSession } from './stripe-standin/context';

export interface StripeStandin {
  url: string;
  port: number;
  sessions: Map<string, StandinSession>;
  invoices: Map<string, StandinInvoice>;
  /** Every refund made, through the API (POST /v1/refunds) or `refund`. */
  refunds: Map<string, StandinRefund>;
  /**
   * A refund made in Stripe's dashboard, outside the shop: of a paid session, `amountCents` or all
   * that is left; `charge.refunded` follows.
   */
  refund(sessionId: string, amountCents?: number): StandinRefund;
  /** Pays a session as the Pay button does (without the browser redirect). */
  pay(sessionId: string): Promise<PayResult>;
  /** A declined card, as the Decline button: `payment_intent.payment_failed`; the session stays open. */
  decline(sessionId: string): Promise<PayResult>;
  /** Lets the session lapse, as the Expire button: `checkout.session.expired`. */
  expire(sessionId: string): Promise<PayResult>;
  stop(): Promise<void>;
}

export interface StripeStandinOptions {
  port?: number;
  webhookUrl: string;
  webhookSecret: string;
}

/** Writes a handler's answer. */
function send(response: ServerResponse, reply: Reply): void {
  switch (reply.kind) {
    case 'stripe':
      sendJson(response, reply.status, reply.body, { 'request-id': newId('req') });
      return;
    case 'html':
      response.writeHead(reply.status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
      });
      response.end(reply.html);
      return;
    case 'redirect':
      response.writeHead(303, { location: reply.location });
      response.end();
      return;
    case 'pdf':
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(reply.body);
  }
}

/** Starts the stand-in on 127.0.0.1 (port 0 picks a free one). */
export async function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const ctx = createStandinContext({ url: options.webhookUrl, secret: options.webhookSecret });
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const reply = await dispatch(ctx, {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      headers: request.headers,
      readBody: () => readBody(request),
    });
    send(response, reply);
  };
  const server = await startHttpServer(
    (request, response) =>
      handle(request, response).catch((error: unknown) => {
        console.error('[stripe-standin]', error);
        if (!response.headersSent) send(response, stripeError(500, 'Stand-in error'));
        else response.end();
      }),
    { port: options.port },
  );
  ctx.baseUrl = server.url;
  return {
    url: server.url,
    port: server.port,
    sessions: ctx.sessions,
    invoices: ctx.invoices,
    refunds: ctx.refunds,
    refund(sessionId, amountCents) {
      const paymentIntent = ctx.sessions.get(sessionId)?.payment_intent ?? '';
      const made = createRefund(ctx, {
        payment_intent: paymentIntent,
        reason: 'requested_by_customer',
        ...(amountCents !== undefined && { amount: String(amountCents) }),
      });
      if ('kind' in made) throw new Error(`Refund refused: ${JSON.stringify(made)}`);
      return made;
    },
    pay: (sessionId) => pay(ctx, sessionId),
    decline: (sessionId) => decline(ctx, sessionId),
    expire: (sessionId) => expire(ctx, sessionId),
    async stop() {
      for (const timer of ctx.lapseTimers) clearTimeout(timer);
      ctx.lapseTimers.clear();
      await server.stop();
    },
  };
}
