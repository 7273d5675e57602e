import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import * as sourceAdapter from '../../lambdas/adapters/stripe-payments';
import type { StripePayments } from '../../lambdas/adapters/stripe-payments';
import { importBundle, scratchBundleDir } from '../stack/function-bundles';
import { startStripeStandin, type StripeStandin } from './stripe-standin';

const WEBHOOK_SECRET = 'whsec_standin_test';

describe.each(['source', 'function bundle'] as const)(
  'Stripe stand-in driven by the shop Stripe adapter from its %s (real SDK over HTTP)',
  (adapterFrom) => {
    let standin: StripeStandin;
    let bundleDir: string | undefined;
    let receiver: Server;
    const received: { body: string; signature: string | undefined }[] = [];
    let payments: StripePayments;

    beforeAll(async () => {
      receiver = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', () => {
          received.push({
            body: Buffer.concat(chunks).toString('utf8'),
            signature: request.headers['stripe-signature'] as string,
          });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const address = receiver.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      standin = await startStripeStandin({
        webhookUrl: `http://127.0.0.1:${port}/hook`,
        webhookSecret: WEBHOOK_SECRET,
      });
      let adapter = sourceAdapter;
      if (adapterFrom === 'function bundle') {
        // The adapter as a function's bundle has it: the SDK with only the resources the shop calls.
        bundleDir = await scratchBundleDir('stripe-standin');
        adapter = (await importBundle<typeof sourceAdapter>('lambdas/adapters/stripe-payments.ts', bundleDir))
          .module;
      }
      payments = new adapter.StripePayments(
        adapter.createStripeClient('sk_test_local', standin.url),
        WEBHOOK_SECRET,
      );
    });

    afterAll(async () => {
      if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
      await standin.stop();
      await new Promise((resolve) => receiver.close(resolve));
    });

    const input = (reference: string) => ({
      orderReference: reference,
      amountCents: 1661,
      productName: 'Europe 5GB',
      productDescription: '5GB data for 10 days in Europe',
      priceLines: [
        'Price: €18.27',
        'Coupon discount (TEN): -€1.66',
        'Total: €16.61',
        'Subtotal (excl. tax): €13.73',
        'Sales Tax (21%) included: €2.88',
      ],
      customerEmail: 'traveller@example.com',
      successUrl: `https://shop.example/success?reference=${reference}`,
      cancelUrl: `https://shop.example/checkout?redirect_status=cancelled&reference=${reference}`,
      idempotencyKey: `checkout-${reference}`,
    });

    it('creates a session with the server amount and serves a payment page with Pay and Cancel', async () => {
      const session = await payments.createCheckoutSession(input('ref-page'));
      expect(standin.sessions.get(session.id)?.amount_total).toBe(1661);
      expect(standin.sessions.get(session.id)?.metadata).toEqual({ orderReference: 'ref-page' });
      expect(standin.sessions.get(session.id)?.paymentIntentMetadata).toEqual({ orderReference: 'ref-page' });
      const page = await (await fetch(session.url)).text();
      expect(page).toContain('€16.61');
      expect(page).toContain('Europe 5GB');
      expect(page).toMatch(/<button[^>]*>Pay<\/button>/);
      expect(page).toMatch(/<button[^>]*>Cancel<\/button>/);
    });

    it('returns the same session for a repeated idempotency key', async () => {
      const first = await payments.createCheckoutSession(input('ref-idem'));
      const second = await payments.createCheckoutSession(input('ref-idem'));
      expect(second.id).toBe(first.id);
    });

    it('posts a signed checkout.session.completed that the adapter verifies, then redirects to success', async () => {
      const session = await payments.createCheckoutSession(input('ref-pay'));
      const answer = await fetch(`${standin.url}/pay/${session.id}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('https://shop.example/success?reference=ref-pay');
      const hook = received.at(-1)!;
      const event = payments.verifyWebhook(hook.body, hook.signature);
      expect(event).toMatchObject({
        type: 'checkout.session.completed',
        orderReference: 'ref-pay',
        sessionId: session.id,
        outcome: 'paid',
        currency: 'eur',
      });
      expect(() => payments.verifyWebhook(hook.body.replace('ref-pay', 'ref-other'), hook.signature)).toThrow(
        'Invalid payment signature.',
      );
      const invoice = await payments.getInvoice(session.id, null);
      expect(invoice?.invoicePdfUrl).toMatch(/\.pdf$/);
      const pdf = await fetch(invoice!.invoicePdfUrl!);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(await pdf.text()).toContain('Coupon discount TEN: -EUR 1.66');
      // The invoice prints the order's price lines, so that it explains the amount charged.
      const hosted = await (await fetch(invoice!.invoiceUrl!)).text();
      expect(hosted).toContain(
        'Price: €18.27\nCoupon discount (TEN): -€1.66\nTotal: €16.61\nSubtotal (excl. tax): €13.73\nSales Tax (21%) included: €2.88',
      );
    });

    it('Decline and Expire post the signed failure events the adapter reads, then show the order page', async () => {
      const declined = await payments.createCheckoutSession(input('ref-decline'));
      const declineAnswer = await fetch(`${standin.url}/pay/${declined.id}/decline`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(declineAnswer.headers.get('location')).toBe(
        'https://shop.example/success?reference=ref-decline',
      );
      const decline = received.at(-1)!;
      expect(payments.verifyWebhook(decline.body, decline.signature)).toMatchObject({
        type: 'payment_intent.payment_failed',
        outcome: 'failed',
        orderReference: 'ref-decline',
      });

      const expiring = await payments.createCheckoutSession(input('ref-expire'));
      await fetch(`${standin.url}/pay/${expiring.id}/expire`, { method: 'POST', redirect: 'manual' });
      const expired = received.at(-1)!;
      expect(payments.verifyWebhook(expired.body, expired.signature)).toMatchObject({
        type: 'checkout.session.expired',
        outcome: 'expired',
        orderReference: 'ref-expire',
        sessionId: expiring.id,
      });
      const page = await (await fetch(`${standin.url}/pay/${expiring.id}`)).text();
      expect(page).toContain('This checkout is closed.');
    });

    it('Cancel redirects to the cancel URL and leaves the session unpaid', async () => {
      const session = await payments.createCheckoutSession(input('ref-cancel'));
      const answer = await fetch(`${standin.url}/pay/${session.id}/cancel`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(answer.headers.get('location')).toBe(
        'https://shop.example/checkout?redirect_status=cancelled&reference=ref-cancel',
      );
      expect(standin.sessions.get(session.id)?.payment_status).toBe('unpaid');
      expect(await payments.getInvoice(session.id, null)).toBeNull();
    });

    it('opens a session for 31 minutes; Cancel ends it with checkout.session.expired, as its lapse would', async () => {
      const before = Math.floor(Date.now() / 1000);
      const session = await payments.createCheckoutSession(input('ref-cancel-expires'));
      const expiresAt = standin.sessions.get(session.id)!.expires_at;
      expect(expiresAt - before).toBeGreaterThanOrEqual(31 * 60);
      expect(expiresAt - before).toBeLessThanOrEqual(31 * 60 + 5);

      const seen = received.length;
      await fetch(`${standin.url}/pay/${session.id}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(received.length).toBe(seen + 1);
      const event = received.at(-1)!;
      expect(payments.verifyWebhook(event.body, event.signature)).toMatchObject({
        type: 'checkout.session.expired',
        outcome: 'expired',
        orderReference: 'ref-cancel-expires',
        sessionId: session.id,
      });
      expect(standin.sessions.get(session.id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    });

    it('lapses a session left open past its expires_at, sending checkout.session.expired', async () => {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '1661',
        'line_items[0][price_data][product_data][name]': 'Europe 5GB',
        'metadata[orderReference]': 'ref-lapse',
        success_url: 'https://shop.example/success',
        cancel_url: 'https://shop.example/checkout',
        expires_at: String(Math.floor(Date.now() / 1000) + 1),
      });
      const created = (await (
        await fetch(`${standin.url}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: 'Bearer sk_test_local',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
        })
      ).json()) as { id: string };
      await vi.waitFor(() => expect(standin.sessions.get(created.id)?.status).toBe('expired'), {
        timeout: 5000,
      });
      // The webhook goes out after the session lapses: on a busy machine it arrives a moment later.
      const event = await vi.waitFor(
        () => {
          const found = received.find(
            (r) => r.body.includes(created.id) && r.body.includes('checkout.session.expired'),
          );
          expect(found).toBeDefined();
          return found;
        },
        { timeout: 5000 },
      );
      expect(event && payments.verifyWebhook(event.body, event.signature)).toMatchObject({
        outcome: 'expired',
        orderReference: 'ref-lapse',
      });
    });

    it('refuses API calls without a secret key', async () => {
      const answer = await fetch(`${standin.url}/v1/checkout/sessions/cs_test_x`);
      expect(answer.status).toBe(401);
    });

    it('refunds a paid session once per idempotency key, refuses more than is left, and signs charge.refunded', async () => {
      const reference = `ref-refund-${adapterFrom.replace(' ', '-')}`;
      const session = await payments.createCheckoutSession(input(reference));
      await standin.pay(session.id);
      const refund = (amountCents: number, idempotencyKey = `refund-${reference}`) =>
        payments.refund({
          orderReference: reference,
          sessionId: session.id,
          amountCents,
          reason: 'Trip cancelled',
          idempotencyKey,
        });
      const [first, again] = await Promise.all([refund(500), refund(500)]);
      expect(again).toEqual(first);
      expect(first.amountCents).toBe(500);
      const made = [...standin.refunds.values()].filter((r) => r.metadata['orderReference'] === reference);
      expect(made).toHaveLength(1);
      await expect(refund(1200, 'another-key')).rejects.toThrow(
        'Refund amount (€12.00) is greater than unrefunded amount on charge (€11.61)',
      );
      const hook = await vi.waitFor(() => {
        const found = received.find((r) => r.body.includes('charge.refunded') && r.body.includes(reference));
        if (!found) throw new Error('no charge.refunded yet');
        return found;
      });
      expect(payments.verifyWebhook(hook.body, hook.signature)).toMatchObject({
        outcome: 'refunded',
        orderReference: reference,
        refund: { id: first.id, amountCents: 500, reason: 'Trip cancelled' },
      });
    });
  },
);
