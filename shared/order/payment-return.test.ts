import { paymentReturn } from './payment-return';

describe('paymentReturn', () => {
  it.each([
    ['redirect_status=failed&reference=r', 'failed'],
    ['error=card_declined', 'failed'],
    ['redirect_status=cancelled&error=x', 'failed'],
    ['redirect_status=cancelled&reference=r', 'cancelled'],
    ['redirect_status=succeeded', null],
    ['', null],
  ])('?%s → %s', (query, expected) => {
    expect(paymentReturn(new URLSearchParams(query))).toBe(expected);
  });
});
