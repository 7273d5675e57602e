import { createHash } from 'node:crypto';
import * as z from '../../shared/validation/zod';
import { MalformedPaymentEventError, type PaymentEvent, type PaymentOutcome } from '../ports/payments';

/** Checkout session events and what they say about the payment (paid only once payment_status is paid). */
const SESSION_EVENTS: Record<string, PaymentOutcome> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};
/** Payment intent events the shop acts on (its metadata carries the order reference too). */
const INTENT_EVENTS: Record<string, PaymentOutcome> = { 'payment_intent.payment_failed': 'failed' };

/**
 * Longest event id the shop records: Stripe's are about 30 characters, and the id is a key of the
 * payment events table (DynamoDB keys end at 2 KB), so a longer one is refused, not stored.
 */
const MAX_EVENT_ID_LENGTH = 255;

/**
 * An order reference the shop could have issued (the same rule as `/api/orders/{reference}`): any
 * other is malformed, and is never used as a key (DynamoDB would refuse a 2 KB one with a 500).
 */
const ORDER_REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;

const metadataSchema = z.nullish(z.record(z.string(), z.unknown()));
const eventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(MAX_EVENT_ID_LENGTH)),
  type: z.string().check(z.minLength(1)),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const sessionSchema = z.object({
  object: z.literal('checkout.session'),
  id: z.string().check(z.minLength(1)),
  payment_status: z.nullish(z.string()),
  amount_total: z.nullish(z.int()),
  currency: z.nullish(z.string()),
  metadata: metadataSchema,
  client_reference_id: z.nullish(z.string()),
  invoice: z.nullish(z.union([z.string(), z.object({ id: z.string() })])),
});
/** A charge's refunds, as events of API versions before 2022-11-15 (and expanded ones) list them. */
const refundListSchema = z.object({
  data: z.array(z.object({ id: z.string(), amount: z.nullish(z.int()), metadata: metadataSchema })),
});
const chargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string().check(z.minLength(1)),
  amount_refunded: z.int(),
  currency: z.nullish(z.string()),
  metadata: metadataSchema,
  refunds: z.nullish(refundListSchema),
});
/** Charge events the shop acts on: a refund, made by the console or in Stripe's dashboard. */
const CHARGE_EVENTS: Record<string, PaymentOutcome> = { 'charge.refunded': 'refunded' };

const intentSchema = z.object({
  object: z.literal('payment_intent'),
  id: z.string().check(z.minLength(1)),
  amount: z.nullish(z.int()),
  currency: z.nullish(z.string()),
  metadata: metadataSchema,
});

const referenceIn = (metadata: Record<string, unknown> | null | undefined): string | null =>
  typeof metadata?.['orderReference'] === 'string' ? metadata['orderReference'] : null;

const malformed = (rawBody: string, id: unknown, reason: string) =>
  new MalformedPaymentEventError(
    typeof id === 'string' && id !== '' && id.length <= MAX_EVENT_ID_LENGTH
      ? id
      : `malformed#${createHash('sha256').update(rawBody).digest('hex')}`,
    reason,
  );

/** Reads a signed Stripe event into what the shop acts on; MalformedPaymentEventError when it cannot. */
export function readPaymentEvent(rawBody: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw malformed(rawBody, undefined, 'The body is not JSON');
  }
  const event = eventSchema.safeParse(json);
  const id = (json as { id?: unknown } | null)?.id;
  if (!event.success) throw malformed(rawBody, id, `Not an event: ${event.error.issues[0]?.message}`);
  const { type, data } = event.data;
  const base = { id: event.data.id, type };
  const reference = (value: string | null) => {
    if (value !== null && !ORDER_REFERENCE.test(value))
      throw malformed(rawBody, id, `Not an order reference the shop issues (${value.length} characters)`);
    return value;
  };
  if (type in SESSION_EVENTS) {
    const session = sessionSchema.safeParse(data.object);
    if (!session.success)
      throw malformed(rawBody, id, `Not a checkout session: ${session.error.issues[0]?.message}`);
    const s = session.data;
    const outcome = SESSION_EVENTS[type]!;
    return {
      ...base,
      // A completed session of a delayed payment method is not paid yet: its async events follow.
      outcome: outcome === 'paid' && s.payment_status !== 'paid' ? 'none' : outcome,
      orderReference: reference(referenceIn(s.metadata) ?? s.client_reference_id ?? null),
      sessionId: s.id,
      amountCents: s.amount_total ?? null,
      currency: s.currency?.toLowerCase() ?? null,
      invoiceId: idOf(s.invoice),
    };
  }
  if (type in INTENT_EVENTS) {
    const intent = intentSchema.safeParse(data.object);
    if (!intent.success)
      throw malformed(rawBody, id, `Not a payment intent: ${intent.error.issues[0]?.message}`);
    return {
      ...base,
      outcome: INTENT_EVENTS[type]!,
      orderReference: reference(referenceIn(intent.data.metadata)),
      sessionId: null,
      amountCents: intent.data.amount ?? null,
      currency: intent.data.currency?.toLowerCase() ?? null,
      invoiceId: null,
    };
  }
  if (type in CHARGE_EVENTS) {
    const charge = chargeSchema.safeParse(data.object);
    if (!charge.success) throw malformed(rawBody, id, `Not a charge: ${charge.error.issues[0]?.message}`);
    const c = charge.data;
    const latest = c.refunds?.data[0];
    const refundReason = latest?.metadata?.['reason'];
    return {
      ...base,
      outcome: CHARGE_EVENTS[type]!,
      // The payment intent's metadata on the charge; else the console's refund, which names the order.
      orderReference: reference(referenceIn(c.metadata) ?? referenceIn(latest?.metadata)),
      sessionId: null,
      amountCents: c.amount_refunded,
      currency: c.currency?.toLowerCase() ?? null,
      invoiceId: null,
      refund: {
        id: latest?.id ?? null,
        amountCents: c.amount_refunded,
        reason: typeof refundReason === 'string' ? refundReason : null,
      },
    };
  }
  return {
    ...base,
    outcome: 'none',
    orderReference: null,
    sessionId: null,
    amountCents: null,
    currency: null,
    invoiceId: null,
  };
}

/** The id of a Stripe object field that may be expanded or not. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
