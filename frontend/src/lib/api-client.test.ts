import { fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { apiRequest, setTokenSource } from './api-client';

const checkout = {
  bundleId: '01032_3',
  name: 'Ada',
  email: 'ada@example.com',
  couponCode: null,
  acceptTerms: true as const,
};
const quote = {
  priceCents: 0,
  discountCents: 0,
  feeCents: 0,
  totalCents: 0,
  subtotalCents: 0,
  vatCents: 0,
  free: true,
  couponApplied: true,
};

/** The token each request of these routes arrived with. */
function recordTokens() {
  const seen: { route: string; token: string | null }[] = [];
  server.use(
    fakeRoute('create-checkout', ({ token }) => {
      seen.push({ route: 'create-checkout', token });
      return { json: { orderReference: 'r', checkoutUrl: '/success?reference=r', free: true, quote } };
    }),
    fakeRoute('validate-coupon', ({ token }) => {
      seen.push({ route: 'validate-coupon', token });
      return { json: { valid: false, code: 'X', discountType: null, quote } };
    }),
  );
  return seen;
}

afterEach(() => setTokenSource(null));

describe('apiRequest on public routes', () => {
  it('sends the checkout the signed-in buyer’s token, so the server can take the e-mail as proven', async () => {
    const seen = recordTokens();
    setTokenSource(async () => 'id-token');
    await apiRequest('create-checkout', { body: checkout });
    expect(seen).toEqual([{ route: 'create-checkout', token: 'id-token' }]);
  });

  it('sends the checkout anonymously when nobody is signed in, or the session cannot give a token', async () => {
    const seen = recordTokens();
    await apiRequest('create-checkout', { body: checkout });
    setTokenSource(async () => null);
    await apiRequest('create-checkout', { body: checkout });
    setTokenSource(() => Promise.reject(new Error('refresh failed')));
    await apiRequest('create-checkout', { body: checkout });
    expect(seen.map((s) => s.token)).toEqual([null, null, null]);
  });

  it('never sends a token to a public route that does not read the caller', async () => {
    const seen = recordTokens();
    setTokenSource(async () => 'id-token');
    await apiRequest('validate-coupon', { body: { code: 'X', bundleId: '01032_3' } });
    expect(seen).toEqual([{ route: 'validate-coupon', token: null }]);
  });
});
