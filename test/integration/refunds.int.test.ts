import { DEMO_ADMIN, DEMO_COUPONS } from '../../infra/data/seed';
import type { StoredMail } from '../../infra/local/ses-local';
import type { AdminOrder, AdminOrdersResponse } from '../../shared/api/admin-console.schema';
import { REFUND_MESSAGES } from '../../shared/api/refunds.schema';
import { useAdminShop } from './admin/admin-shop';

const FREE_COUPON = DEMO_COUPONS.find((c) => c.discount_type === 'free' && c.status === 'active')!.code;
const TRAVELLER = { email: 'rita@example.com', password: 'Tr4vel!pass' };
const STRIPE_KEY = { authorization: 'Bearer sk_test_refunds' };

/**
 * Refunds against the whole shop as it runs locally: the real refund handler behind the local API
 * gateway, cognito-local, DynamoDB Local, the order pipeline, the Stripe stand-in (its refunds and
 * its charge.refunded webhook), the eSIM simulator (release) and the SES stand-in.
 */
describe('refunds over HTTP', () => {
  const shop = useAdminShop({ name: 'refunds', traveller: TRAVELLER });
  const { api } = shop;

  const refund = (reference: string, body: unknown, token = shop.adminToken) =>
    api('POST', `/api/admin/orders/${encodeURIComponent(reference)}/refund`, { body, token });

  /** The order as the console lists it. */
  const adminOrder = async (reference: string): Promise<AdminOrder> => {
    const answer = await api('GET', `/api/admin/orders?q=${encodeURIComponent(reference)}`, {
      token: shop.adminToken,
    });
    return (answer.json as AdminOrdersResponse).orders[0]!;
  };

  /** A Stripe API call to the stand-in, as the shop's secret key makes it. */
  const stripe = async (method: string, path: string, form?: Record<string, string>) => {
    const response = await fetch(`${shop.runtime.stripeStandinUrl}${path}`, {
      method,
      headers: { ...STRIPE_KEY, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form && new URLSearchParams(form).toString(),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's objects, read loosely
    return (await response.json()) as any;
  };

  /** A checkout of Europe 1GB, paid on the stand-in's page and delivered; its reference and payment intent. */
  const deliveredOrder = async (email: string, couponCode?: string) => {
    const checkout = await api('POST', '/api/checkout', {
      body: {
        bundleId: '01032_6',
        name: 'Rita',
        email,
        acceptTerms: true,
        ...(couponCode && { couponCode }),
      },
    });
    expect(checkout.status).toBe(200);
    const { orderReference, checkoutUrl } = checkout.json as { orderReference: string; checkoutUrl: string };
    let paymentIntent: string | null = null;
    if (!couponCode) {
      const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
      paymentIntent = (await stripe('GET', `/v1/checkout/sessions/${sessionId}`)).payment_intent as string;
    }
    await vi.waitFor(
      async () => expect((await api('GET', `/api/orders/${orderReference}`)).json.status).toBe('completed'),
      { timeout: 60_000, interval: 500 },
    );
    return { reference: orderReference, paymentIntent };
  };

  const refundsAtStripe = async (paymentIntent: string) =>
    (await stripe('GET', `/v1/refunds?payment_intent=${paymentIntent}`)).data as {
      id: string;
      amount: number;
    }[];

  const mailsTo = async (to: string) =>
    (
      (await (await fetch(`${shop.runtime.mailViewerUrl}store`)).json()) as { emails: StoredMail[] }
    ).emails.filter((mail) => mail.destination.to.some((address) => address.includes(to)));

  it('refunds a paid order once of two requests at once, releases its uninstalled eSIM, and mails the customer', async () => {
    const email = 'rita.twice@example.com';
    const { reference, paymentIntent } = await deliveredOrder(email);
    const paidCents = (await adminOrder(reference)).totalCents;

    const answers = await Promise.all([
      refund(reference, { reason: 'Trip cancelled' }),
      refund(reference, { reason: 'Trip cancelled' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const done = answers.find((a) => a.status === 200)!.json;
    expect(done.refund).toMatchObject({
      state: 'refunded',
      amountCents: paidCents,
      by: DEMO_ADMIN.email,
      reason: 'Trip cancelled',
      // Refunded within the simulator's activation delay: never installed, so released first.
      profileReleased: true,
    });

    // One refund at Stripe, of all that was paid.
    expect(await refundsAtStripe(paymentIntent!)).toEqual([expect.objectContaining({ amount: paidCents })]);
    expect(shop.runtime.simulator?.state.data.profiles[reference]?.released).toBe(true);

    // The console shows it refunded, with amount, who and why; the public page says refunded too.
    expect((await adminOrder(reference)).refund).toMatchObject({
      state: 'refunded',
      amountCents: paidCents,
      by: DEMO_ADMIN.email,
      reason: 'Trip cancelled',
    });
    expect((await api('GET', `/api/orders/${reference}`)).json.refund).toMatchObject({
      amountCents: paidCents,
    });

    // The audit log holds the refund once: who, and the order's payment state before and after.
    const activity = await api('GET', '/api/admin/activity?kind=refund&limit=100', {
      token: shop.adminToken,
    });
    const entries = (activity.json.entries as { subject: string }[]).filter((e) => e.subject === reference);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'refund',
        actor: expect.objectContaining({ email: DEMO_ADMIN.email }),
        before: expect.objectContaining({ refund: null }),
        after: expect.objectContaining({ refund: expect.objectContaining({ amountCents: paidCents }) }),
      }),
    ]);

    // The customer's e-mail, once.
    await vi.waitFor(async () =>
      expect((await mailsTo(email)).filter((m) => m.subject.includes('refunded'))).toHaveLength(1),
    );

    // A second refund is refused, and Stripe's charge.refunded changed nothing on the order.
    const again = await refund(reference, { reason: 'Once more', amountCents: 100 });
    expect(again).toMatchObject({ status: 409 });
    expect(again.json.error.message).toContain('refunded already');
    expect((await adminOrder(reference)).refund?.reason).toBe('Trip cancelled');
    expect(await refundsAtStripe(paymentIntent!)).toHaveLength(1);
  });

  it('refuses an own-user (403) and a stranger (401), refunding nothing', async () => {
    const { reference, paymentIntent } = await deliveredOrder('rita.user@example.com');
    expect((await refund(reference, { reason: 'Mine' }, shop.userToken)).status).toBe(403);
    expect((await refund(reference, { reason: 'Mine' }, '')).status).toBe(401);
    expect(await refundsAtStripe(paymentIntent!)).toEqual([]);
    expect((await adminOrder(reference)).refund).toBeNull();
  });

  it('refuses a free order, more than was paid, and bad amounts or reasons, with a clear message', async () => {
    const free = await deliveredOrder('rita.free@example.com', FREE_COUPON);
    expect(await refund(free.reference, { reason: 'Free' })).toMatchObject({
      status: 409,
      json: { error: { message: REFUND_MESSAGES.free } },
    });

    const { reference, paymentIntent } = await deliveredOrder('rita.bad@example.com');
    const paidCents = (await adminOrder(reference)).totalCents;
    expect(await refund(reference, { reason: 'Too much', amountCents: paidCents + 1 })).toMatchObject({
      status: 400,
      json: { error: { message: REFUND_MESSAGES.aboveConfirmed(paidCents) } },
    });
    for (const amountCents of [0, -100, 1.5, 'ten'])
      expect(await refund(reference, { reason: 'Bad', amountCents })).toMatchObject({
        status: 400,
        json: { error: { message: REFUND_MESSAGES.amount } },
      });
    expect(await refund(reference, { reason: '  ' })).toMatchObject({
      status: 400,
      json: { error: { message: REFUND_MESSAGES.reasonRequired } },
    });
    expect(await refundsAtStripe(paymentIntent!)).toEqual([]);
    expect((await adminOrder(reference)).refund).toBeNull();
  });

  it("records a refund made in Stripe's dashboard on the order, and refuses another from the console", async () => {
    const { reference, paymentIntent } = await deliveredOrder('rita.dashboard@example.com');
    const made = await stripe('POST', '/v1/refunds', {
      payment_intent: paymentIntent!,
      amount: '300',
      reason: 'requested_by_customer',
    });
    expect(made).toMatchObject({ object: 'refund', amount: 300 });

    await vi.waitFor(async () =>
      expect((await adminOrder(reference)).refund).toMatchObject({
        state: 'refunded',
        amountCents: 300,
        by: null,
      }),
    );
    expect((await refund(reference, { reason: 'Again' })).status).toBe(409);
    expect(await refundsAtStripe(paymentIntent!)).toHaveLength(1);
  });
});
