import { MalformedPaymentEventError } from '../ports/payments';
import { readPaymentEvent } from './stripe-events';

const REFERENCE = 'roamly_order_1_01032_3_u1';

const chargeRefunded = (charge: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_r1', type: 'charge.refunded', data: { object: charge } });

describe('readPaymentEvent: charge.refunded', () => {
  it('reads the order, the total refunded and the latest refund with its reason', () => {
    const event = readPaymentEvent(
      chargeRefunded({
        object: 'charge',
        id: 'ch_1',
        amount: 1661,
        amount_refunded: 500,
        currency: 'EUR',
        metadata: { orderReference: REFERENCE },
        refunds: {
          object: 'list',
          data: [
            { id: 're_1', amount: 500, metadata: { orderReference: REFERENCE, reason: 'Late delivery' } },
          ],
        },
      }),
    );
    expect(event).toEqual({
      id: 'evt_r1',
      type: 'charge.refunded',
      outcome: 'refunded',
      orderReference: REFERENCE,
      sessionId: null,
      amountCents: 500,
      currency: 'eur',
      invoiceId: null,
      refund: { id: 're_1', amountCents: 500, reason: 'Late delivery' },
    });
  });

  it("reads a charge without its refunds list (Stripe's newer API versions): the total, no refund id", () => {
    const event = readPaymentEvent(
      chargeRefunded({
        object: 'charge',
        id: 'ch_1',
        amount_refunded: 1661,
        currency: 'eur',
        metadata: { orderReference: REFERENCE },
      }),
    );
    expect(event).toMatchObject({
      outcome: 'refunded',
      orderReference: REFERENCE,
      refund: { id: null, amountCents: 1661, reason: null },
    });
  });

  it('takes the order from the refund when the charge carries no metadata', () => {
    const event = readPaymentEvent(
      chargeRefunded({
        object: 'charge',
        id: 'ch_1',
        amount_refunded: 1661,
        metadata: {},
        refunds: { data: [{ id: 're_2', metadata: { orderReference: REFERENCE } }] },
      }),
    );
    expect(event.orderReference).toBe(REFERENCE);
  });

  it('refuses a charge.refunded whose object is not a charge as malformed', () => {
    expect(() => readPaymentEvent(chargeRefunded({ object: 'refund', id: 're_1' }))).toThrow(
      MalformedPaymentEventError,
    );
  });
});
