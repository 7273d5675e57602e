import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { readBody, sendJson, startHttpServer } from './http-server';

/**
 * A local stand-in for the slice of Stripe the shop uses: Checkout Sessions (create, retrieve),
 * invoices (retrieve), a hosted payment page with Pay, Decline, Expire and Cancel, and correctly
 * signed webhooks: `checkout.session.completed` (Pay), `payment_intent.payment_failed` (Decline, a
 * card the bank refused) and `checkout.session.expired` (Expire, what Stripe sends when a checkout
 * is left open until it lapses; also sent when a session's `expires_at` passes). Cancel returns to the
 * shop, as on Stripe, and expires the session on the way: Stripe keeps a cancelled checkout open
 * until its `expires_at` (the shop asks for 31 minutes) and only then sends the event, which the
 * local shop would otherwise wait half an hour for. The shop's Stripe adapter talks to it with the
 * real SDK (`host`/`port`/`protocol`), so the same code path runs as against Stripe test mode.
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

export interface PayResult {
  /** HTTP status the webhook endpoint answered (0 when it could not be reached). */
  webhookStatus: number;
  eventId: string;
  /** The signed event exactly as posted, for replay tests. */
  payload: string;
  signature: string;
}

export interface StripeStandin {
  url: string;
  port: number;
  sessions: Map<string, StandinSession>;
  invoices: Map<string, StandinInvoice>;
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

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node: FormObject | FormValue[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] ?? '');
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as FormObject | FormValue[];
    });
  }
  return root;
}

const str = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null);
const obj = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const strings = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(obj(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A Stripe API answer: JSON with the request id Stripe adds to every answer. */
const stripeJson = (response: ServerResponse, status: number, body: unknown) =>
  sendJson(response, status, body, { 'request-id': newId('req') });

function stripeError(response: ServerResponse, status: number, message: string, code?: string): void {
  stripeJson(response, status, { error: { type: 'invalid_request_error', message, ...(code && { code }) } });
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *",
  });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

function paymentPage(session: StandinSession): string {
  const amount = formatAmount(session.amount_total, session.currency);
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)} – test checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f8fa;color:#1a1a1a;margin:0;display:flex;justify-content:center}
main{background:#fff;max-width:28rem;width:100%;margin:3rem 1rem;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.note{background:#fff8e1;border:1px solid #f0c36d;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font-size:1rem;padding:.75rem 1.5rem;border-radius:8px;border:2px solid #635bff;cursor:pointer}
button.pay{background:#635bff;color:#fff}button.cancel{background:#fff;color:#635bff}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
</style></head>
<body><main aria-labelledby="title">
<h1 id="title">${escapeHtml(session.product.name)}</h1>
<p>${escapeHtml(session.product.description)}</p>
<p class="amount" aria-label="Amount to pay">${escapeHtml(amount)}</p>
${session.customer_email ? `<p>Receipt to <strong>${escapeHtml(session.customer_email)}</strong></p>` : ''}
<p class="note" role="note">Test checkout on this machine: no card is charged.</p>
${
  open
    ? `<div class="actions">
<form method="post" action="/pay/${session.id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
<p>Try the other endings:</p>
<div class="actions">
<form method="post" action="/pay/${session.id}/decline"><button class="cancel" type="submit">Decline card</button></form>
<form method="post" action="/pay/${session.id}/expire"><button class="cancel" type="submit">Expire checkout</button></form>
</div>`
    : `<p role="status">This checkout is ${session.status === 'complete' ? 'paid' : 'closed'}.</p>`
}
</main></body></html>`;
}

/** What an invoice says: its amount, then its memo line by line. */
const invoiceLines = (invoice: StandinInvoice) => [
  `Invoice ${invoice.id} - ${formatAmount(invoice.amount_paid, invoice.currency)} paid`,
  ...(invoice.description ? invoice.description.split('\n') : []),
];

/** A one-page PDF, enough for a browser to open the invoice link. */
function invoicePdf(invoice: StandinInvoice): Buffer {
  // The PDF's standard font speaks Latin-1, where the euro sign is missing.
  const texts = invoiceLines(invoice).map((line) => line.replace(/[()\\]/g, '').replace(/€/g, 'EUR '));
  const stream = `BT /F1 14 Tf 50 780 Td 18 TL ${texts.map((t) => `(${t}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Starts the stand-in on 127.0.0.1 (port 0 picks a free one). */
export async function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const sessions = new Map<string, StandinSession>();
  const invoices = new Map<string, StandinInvoice>();
  const idempotent = new Map<string, string>();
  const signer = new Stripe('sk_test_standin').webhooks;
  let baseUrl = '';

  const createSession = (form: FormObject): StandinSession | string => {
    const items = Array.isArray(form.line_items) ? form.line_items : [];
    if (items.length === 0) return 'line_items is required';
    let amount = 0;
    let currency = '';
    let product = { name: '', description: '' };
    for (const item of items) {
      const priceData = obj(obj(item).price_data);
      const unitAmount = Number(str(priceData.unit_amount));
      const quantity = Number(str(obj(item).quantity) ?? '1');
      if (!Number.isInteger(unitAmount) || unitAmount < 0)
        return 'line_items[].price_data.unit_amount must be an integer';
      amount += unitAmount * quantity;
      currency = str(priceData.currency) ?? currency;
      const productData = obj(priceData.product_data);
      product = { name: str(productData.name) ?? '', description: str(productData.description) ?? '' };
    }
    const successUrl = str(form.success_url);
    const cancelUrl = str(form.cancel_url);
    if (!successUrl || !cancelUrl) return 'success_url and cancel_url are required';
    const id = newId('cs_test');
    const created = Math.floor(Date.now() / 1000);
    // Stripe's default is 24 hours after creation.
    const expiresAt = Number(str(form.expires_at) ?? created + 24 * 3600);
    if (!Number.isInteger(expiresAt)) return 'expires_at must be a Unix timestamp';
    return {
      id,
      object: 'checkout.session',
      mode: str(form.mode) ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: currency || 'eur',
      customer_email: str(form.customer_email),
      client_reference_id: str(form.client_reference_id),
      metadata: strings(form.metadata),
      payment_intent: null,
      invoice: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      url: `${baseUrl}/pay/${id}`,
      created,
      expires_at: expiresAt,
      livemode: false,
      product,
      invoiceCreation: str(obj(form.invoice_creation).enabled) === 'true',
      invoiceDescription: str(obj(obj(form.invoice_creation).invoice_data).description),
      paymentIntentMetadata: strings(obj(form.payment_intent_data).metadata),
    };
  };

  /** Stripe's view of a session: without the stand-in's own bookkeeping fields. */
  const publicSession = (session: StandinSession) => {
    const {
      product: _product,
      invoiceCreation: _invoiceCreation,
      invoiceDescription: _invoiceDescription,
      paymentIntentMetadata: _pim,
      ...rest
    } = session;
    return rest;
  };

  const postWebhook = async (payload: string, signature: string): Promise<number> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await fetch(options.webhookUrl, {
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
  };

  /** Signs and posts one event about `object`. */
  const sendEvent = async (type: string, object: unknown): Promise<PayResult> => {
    const eventId = newId('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = signer.generateTestHeaderString({ payload, secret: options.webhookSecret });
    return { webhookStatus: await postWebhook(payload, signature), eventId, payload, signature };
  };

  const openSession = (sessionId: string): StandinSession => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    return session;
  };

  const decline = async (sessionId: string): Promise<PayResult> => {
    const session = openSession(sessionId);
    const intent = newId('pi');
    return sendEvent('payment_intent.payment_failed', {
      id: intent,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'requires_payment_method',
      metadata: session.paymentIntentMetadata,
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  };

  const expire = async (sessionId: string): Promise<PayResult> => {
    const session = openSession(sessionId);
    if (session.status === 'open') session.status = 'expired';
    return sendEvent('checkout.session.expired', publicSession(session));
  };

  /** A session still open when its `expires_at` passes lapses, as on Stripe. */
  const lapseTimers = new Set<NodeJS.Timeout>();
  const expireWhenDue = (session: StandinSession) => {
    const delayMs = Math.max(0, session.expires_at * 1000 - Date.now());
    // Beyond setTimeout's range (about 24.8 days) nothing lapses within a run anyway.
    if (delayMs > 2 ** 31 - 1) return;
    const timer = setTimeout(() => {
      lapseTimers.delete(timer);
      if (session.status === 'open') void expire(session.id);
    }, delayMs);
    timer.unref();
    lapseTimers.add(timer);
  };

  const pay = async (sessionId: string): Promise<PayResult> => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = newId('pi');
      if (session.invoiceCreation) {
        const invoiceId = newId('in');
        invoices.set(invoiceId, {
          id: invoiceId,
          object: 'invoice',
          status: 'paid',
          amount_paid: session.amount_total,
          currency: session.currency,
          customer_email: session.customer_email,
          description: session.invoiceDescription,
          metadata: session.metadata,
          invoice_pdf: `${baseUrl}/invoices/${invoiceId}.pdf`,
          hosted_invoice_url: `${baseUrl}/invoices/${invoiceId}`,
          created: Math.floor(Date.now() / 1000),
        });
        session.invoice = invoiceId;
      }
    }
    return sendEvent('checkout.session.completed', publicSession(session));
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean);

    if (segments[0] === 'v1') {
      if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) {
        return stripeError(response, 401, 'Invalid API Key provided');
      }
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = request.headers['idempotency-key'];
        const body = await readBody(request);
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier && sessions.has(earlier))
          return stripeJson(response, 200, publicSession(sessions.get(earlier)!));
        const created = createSession(parseStripeForm(body));
        if (typeof created === 'string') return stripeError(response, 400, created, 'parameter_missing');
        sessions.set(created.id, created);
        expireWhenDue(created);
        if (typeof key === 'string') idempotent.set(key, created.id);
        return stripeJson(response, 200, publicSession(created));
      }
      if (method === 'GET' && segments[1] === 'checkout' && segments[2] === 'sessions' && segments[3]) {
        const session = sessions.get(segments[3]);
        if (!session)
          return stripeError(response, 404, `No such checkout.session: '${segments[3]}'`, 'resource_missing');
        return stripeJson(response, 200, publicSession(session));
      }
      if (method === 'GET' && segments[1] === 'invoices' && segments[2]) {
        const invoice = invoices.get(segments[2]);
        if (!invoice)
          return stripeError(response, 404, `No such invoice: '${segments[2]}'`, 'resource_missing');
        return stripeJson(response, 200, invoice);
      }
      return stripeError(response, 404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    }

    if (segments[0] === 'pay' && segments[1]) {
      const session = sessions.get(segments[1]);
      if (!session)
        return sendHtml(response, 404, '<!doctype html><title>Not found</title><p>No such checkout.</p>');
      if (method === 'GET' && segments.length === 2) return sendHtml(response, 200, paymentPage(session));
      if (method === 'POST' && segments[2] === 'pay') {
        await pay(session.id);
        return redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      if (method === 'POST' && (segments[2] === 'decline' || segments[2] === 'expire')) {
        await (segments[2] === 'decline' ? decline : expire)(session.id);
        // Stripe shows its own page here; the stand-in goes on to the order's page, which says what happened.
        return redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      if (method === 'POST' && segments[2] === 'cancel') {
        // What Stripe sends once the cancelled session's expires_at passes, sent now (see above).
        if (session.status === 'open') await expire(session.id);
        return redirect(response, session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
    }

    if (method === 'GET' && segments[0] === 'invoices' && segments[1]) {
      const pdf = segments[1].endsWith('.pdf');
      const invoice = invoices.get(segments[1].replace(/\.pdf$/, ''));
      if (!invoice)
        return sendHtml(response, 404, '<!doctype html><title>Not found</title><p>No such invoice.</p>');
      if (pdf) {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(invoicePdf(invoice));
        return;
      }
      return sendHtml(
        response,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${invoice.id}</title></head><body><main><h1>Invoice ${invoice.id}</h1><p>Paid: ${escapeHtml(formatAmount(invoice.amount_paid, invoice.currency))}</p>${invoice.description ? `<pre>${escapeHtml(invoice.description)}</pre>` : ''}<p><a href="/invoices/${invoice.id}.pdf">Download PDF</a></p></main></body></html>`,
      );
    }
    sendHtml(response, 404, '<!doctype html><title>Not found</title><p>Not found.</p>');
  };

  const server = await startHttpServer(
    (request, response) =>
      route(request, response).catch((error: unknown) => {
        console.error('[stripe-standin]', error);
        if (!response.headersSent) stripeError(response, 500, 'Stand-in error');
        else response.end();
      }),
    { port: options.port },
  );
  baseUrl = server.url;
  return {
    url: baseUrl,
    port: server.port,
    sessions,
    invoices,
    pay,
    decline,
    expire,
    async stop() {
      for (const timer of lapseTimers) clearTimeout(timer);
      lapseTimers.clear();
      await server.stop();
    },
  };
}
