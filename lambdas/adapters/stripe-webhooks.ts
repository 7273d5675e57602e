import { createHmac, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '../lib/errors';
import type { PaymentEvent, PaymentWebhooks } from '../ports/payments';
import { readPaymentEvent } from './stripe-events';

/** How old a signature may be: Stripe's own default tolerance, against replays of a captured call. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether `Stripe-Signature` (`t=<unix seconds>,v1=<hex>[,v1=<hex>…]`) signs this exact body with the
 * endpoint's secret: HMAC-SHA256 of `<t>.<body>`, within the tolerance. Stripe's documented scheme,
 * checked with node:crypto, so the webhook's function does not carry Stripe's SDK.
 */
export function isSignedByStripe(rawBody: string, header: string, secret: string, now: Date): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]+$/i.test(value))
    .some(([, value]) => {
      const given = Buffer.from(value!, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Stripe's webhook calls, verified with the endpoint's signing secret. */
export class StripeWebhooks implements PaymentWebhooks {
  constructor(
    private readonly webhookSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new ValidationError('Missing payment signature.');
    if (!isSignedByStripe(rawBody, signatureHeader, this.webhookSecret, this.now()))
      throw new ValidationError('Invalid payment signature.');
    // Signed by Stripe (or whoever holds the secret): from here on a bad body is malformed, not forged.
    return readPaymentEvent(rawBody);
  }
}
