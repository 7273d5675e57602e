import { formatEur } from '../../../shared/pricing/money';
import {
  newId,
  unixNow,
  type StandinCharge,
  type StandinContext,
  type StandinRefund,
  type StandinSession,
} from './context';
import { chargeRefunded } from './events';
import { str, strings, type FormObject } from './form';
import { stripeError, type Reply } from './reply';

/** The reasons Stripe accepts for a refund; any other is a 400. */
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** The paid session a payment intent belongs to. */
const paidSessionOf = (ctx: StandinContext, paymentIntent: string): StandinSession | undefined =>
  [...ctx.sessions.values()].find(
    (session) => session.payment_intent === paymentIntent && session.payment_status === 'paid',
  );

/** The payment intent's charge, made at its first refund. */
function chargeOf(ctx: StandinContext, session: StandinSession, paymentIntent: string): StandinCharge {
  const existing = ctx.charges.get(paymentIntent);
  if (existing) return existing;
  const charge: StandinCharge = {
    id: newId('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: 0,
    currency: session.currency,
    paid: true,
    refunded: false,
    payment_intent: paymentIntent,
    metadata: session.paymentIntentMetadata,
    created: unixNow(),
  };
  ctx.charges.set(paymentIntent, charge);
  return charge;
}

/** Stripe's amounts in its messages: `€16.61`. */
const money = (cents: number, currency: string) =>
  currency === 'eur' ? formatEur(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/**
 * A refund of a paid payment intent, as POST /v1/refunds makes it: `amount` (cents) or, absent, all
 * that is left of the charge. Refused with Stripe's errors: an unknown or unpaid payment intent, an
 * amount that is not a positive integer, more than the charge has left, a charge refunded in full,
 * a reason Stripe does not know. Sends `charge.refunded` once the refund exists (after the answer,
 * as Stripe's events arrive on their own).
 */
export function createRefund(ctx: StandinContext, form: FormObject): StandinRefund | Reply {
  const paymentIntent = str(form.payment_intent);
  if (!paymentIntent)
    return stripeError(400, 'One of `charge` or `payment_intent` is required.', 'parameter_missing', {
      param: 'payment_intent',
    });
  const session = paidSessionOf(ctx, paymentIntent);
  if (!session)
    return stripeError(400, `No such payment_intent: '${paymentIntent}'`, 'resource_missing', {
      param: 'payment_intent',
    });
  const reason = str(form.reason);
  if (reason !== null && !(REFUND_REASONS as readonly string[]).includes(reason))
    return stripeError(
      400,
      `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`,
      'parameter_invalid',
      {
        param: 'reason',
      },
    );
  const charge = chargeOf(ctx, session, paymentIntent);
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0)
    return stripeError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const given = str(form.amount);
  const amount = given === null ? left : Number(given);
  if (given !== null && (!/^\d+$/.test(given) || amount <= 0))
    return stripeError(400, 'Invalid positive integer', 'parameter_invalid_integer', { param: 'amount' });
  if (amount > left) {
    const against =
      charge.amount_refunded > 0
        ? `unrefunded amount on charge (${money(left, charge.currency)})`
        : `charge amount (${money(charge.amount, charge.currency)})`;
    return stripeError(
      400,
      `Refund amount (${money(amount, charge.currency)}) is greater than ${against}`,
      'amount_too_large',
      {
        param: 'amount',
      },
    );
  }
  const refund: StandinRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: paymentIntent,
    reason,
    metadata: strings(form.metadata),
    status: 'succeeded',
    created: unixNow(),
  };
  ctx.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  setImmediate(() => void chargeRefunded(ctx, charge));
  return refund;
}
