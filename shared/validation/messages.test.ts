import { MESSAGES } from './messages';

describe('messages that embed a detail', () => {
  it.each([
    [
      MESSAGES.success.allocationFailed('HTTP 500'),
      'Failed to allocate eSIM: HTTP 500. Please refresh or contact support.',
    ],
    [
      MESSAGES.success.qrCodeFailed('Not Found'),
      'Failed to generate QR code: Not Found. Please refresh or contact support.',
    ],
    [MESSAGES.success.emailError('quota exceeded'), 'Email error: quota exceeded'],
    [MESSAGES.token.apiFailed('401'), 'API request failed: 401'],
    [MESSAGES.account.databaseError('timeout'), 'Database error: timeout'],
    [MESSAGES.mail.functionError('boom'), 'Function error: boom'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('names the bundle in the added-to-cart toast', () => {
    expect(MESSAGES.cart.added('Europe 5GB')).toEqual({
      title: 'Added to cart',
      description: 'Europe 5GB added to your cart',
    });
  });
});

describe('the catalogue of messages', () => {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

  it('holds only non-empty texts without stray whitespace', () => {
    for (const text of texts(MESSAGES)) {
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
    }
  });
});
