import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { isSignedByStripe, SIGNATURE_TOLERANCE_SECONDS, StripeWebhooks } from './stripe-webhooks';

const SECRET = 'whsec_unit';
// Stripe's own SDK signs the test calls, so the check is held to Stripe's scheme, not to our reading of it.
const stripeSigner = new Stripe('sk_test_unit').webhooks;
const body = JSON.stringify({
  id: 'evt_1',
  type: 'checkout.session.completed',
  data: { object: { object: 'checkout.session', id: 'cs_1', payment_status: 'paid', metadata: {} } },
});
const NOW = new Date('2026-11-26T12:00:00Z');
const seconds = NOW.getTime() / 1000;
const signed = (options: { payload?: string; secret?: string; timestamp?: number } = {}) =>
  stripeSigner.generateTestHeaderString({
    payload: options.payload ?? body,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? seconds,
  });

describe('isSignedByStripe', () => {
  it("accepts Stripe's signature of the exact body", () => {
    expect(isSignedByStripe(body, signed(), SECRET, NOW)).toBe(true);
  });

  it.each([
    ['another secret', () => isSignedByStripe(body, signed({ secret: 'whsec_other' }), SECRET, NOW)],
    ['a changed body', () => isSignedByStripe(body.replace('cs_1', 'cs_2'), signed(), SECRET, NOW)],
    [
      'a signature older than the tolerance',
      () =>
        isSignedByStripe(body, signed({ timestamp: seconds - SIGNATURE_TOLERANCE_SECONDS - 1 }), SECRET, NOW),
    ],
    ['no timestamp', () => isSignedByStripe(body, signed().replace(/t=\d+,/, ''), SECRET, NOW)],
    ['garbage', () => isSignedByStripe(body, 'nonsense', SECRET, NOW)],
  ])('refuses %s', (_what, check) => {
    expect(check()).toBe(false);
  });

  it('accepts any one of several v1 signatures (a secret being rolled)', () => {
    const mac = createHmac('sha256', SECRET).update(`${seconds}.${body}`).digest('hex');
    expect(isSignedByStripe(body, `t=${seconds},v1=${'0'.repeat(64)},v1=${mac}`, SECRET, NOW)).toBe(true);
  });
});

describe('StripeWebhooks', () => {
  const webhooks = new StripeWebhooks(SECRET, () => NOW);

  it('reads a signed event into what the shop acts on', () => {
    expect(webhooks.verifyWebhook(body, signed())).toMatchObject({
      id: 'evt_1',
      outcome: 'paid',
      sessionId: 'cs_1',
    });
  });

  it.each([
    ['a 2 KB order reference', { orderReference: `roamly_order_1_01032_3_${'x'.repeat(2100)}` }, 'evt_long'],
    ['a reference the shop never issues', { orderReference: 'a b/../c' }, 'evt_odd'],
  ])('refuses a signed event with %s as malformed, naming its event id', (_what, metadata, id) => {
    const payload = JSON.stringify({
      id,
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', id: 'cs_1', payment_status: 'paid', metadata } },
    });
    expect(() => webhooks.verifyWebhook(payload, signed({ payload }))).toThrow(
      expect.objectContaining({
        name: 'MalformedPaymentEventError',
        key: id,
        reason: expect.stringContaining('order reference'),
      }),
    );
  });

  it('refuses a signed event with a 2 KB id under a key of its own hash', () => {
    const payload = JSON.stringify({
      id: `evt_${'x'.repeat(2100)}`,
      type: 'charge.succeeded',
      data: { object: {} },
    });
    expect(() => webhooks.verifyWebhook(payload, signed({ payload }))).toThrow(
      expect.objectContaining({
        name: 'MalformedPaymentEventError',
        key: expect.stringMatching(/^malformed#[0-9a-f]{64}$/),
      }),
    );
  });

  it('refuses a call without or with a wrong signature', () => {
    expect(() => webhooks.verifyWebhook(body, undefined)).toThrow('Missing payment signature.');
    expect(() => webhooks.verifyWebhook(body, signed({ secret: 'whsec_other' }))).toThrow(
      'Invalid payment signature.',
    );
  });
});
