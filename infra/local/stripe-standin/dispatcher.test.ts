import { createStandinContext } from './context';
import { dispatch, STANDIN_ROUTES } from './dispatcher';
import { matchRoute, pathSegments } from './routing';

const ctx = () => createStandinContext({ url: 'http://127.0.0.1:9/hook', secret: 'whsec_test' });
const call = (method: string, path: string, authorization?: string) =>
  dispatch(ctx(), {
    method,
    url: new URL(path, 'http://127.0.0.1'),
    headers: authorization ? { authorization } : {},
    readBody: () => Promise.resolve(''),
  });

describe('the Stripe stand-in route table', () => {
  it.each([
    ['POST', '/v1/checkout/sessions', '/v1/checkout/sessions', {}],
    ['GET', '/v1/checkout/sessions/cs_1', '/v1/checkout/sessions/{sessionId}', { sessionId: 'cs_1' }],
    ['GET', '/v1/invoices/in_1', '/v1/invoices/{invoiceId}', { invoiceId: 'in_1' }],
    ['POST', '/v1/refunds', '/v1/refunds', {}],
    ['GET', '/pay/cs_1', '/pay/{sessionId}', { sessionId: 'cs_1' }],
    ['POST', '/pay/cs_1/cancel', '/pay/{sessionId}/cancel', { sessionId: 'cs_1' }],
    ['GET', '/invoices/in_1.pdf', '/invoices/{invoiceId}', { invoiceId: 'in_1.pdf' }],
  ])('%s %s is %s', (method, path, template, params) => {
    const match = matchRoute(STANDIN_ROUTES, method, pathSegments(path));
    expect(match?.route.path).toBe(template);
    expect(match?.params).toEqual(params);
  });

  it.each([
    ['GET', '/pay/cs_1/pay'],
    ['POST', '/pay/cs_1'],
    ['DELETE', '/v1/checkout/sessions'],
  ])('%s %s fits no route', (method, path) => {
    expect(matchRoute(STANDIN_ROUTES, method, pathSegments(path))).toBeNull();
  });

  it('refuses Stripe API calls without a secret key, before looking at the path', async () => {
    await expect(call('GET', '/v1/nothing')).resolves.toMatchObject({ kind: 'stripe', status: 401 });
    await expect(call('GET', '/v1/nothing', 'Bearer sk_test_x')).resolves.toMatchObject({
      kind: 'stripe',
      status: 404,
      body: { error: { message: 'Unrecognized request URL (GET: /v1/nothing).' } },
    });
  });

  it('answers an unknown checkout or invoice with a 404 page', async () => {
    for (const [method, path, text] of [
      ['GET', '/pay/cs_missing', 'No such checkout.'],
      ['POST', '/pay/cs_missing/pay', 'No such checkout.'],
      ['GET', '/invoices/in_missing.pdf', 'No such invoice.'],
      ['GET', '/elsewhere', 'Not found.'],
    ] as const) {
      const reply = await call(method, path);
      expect(reply).toMatchObject({ kind: 'html', status: 404 });
      expect(reply.kind === 'html' && reply.html).toContain(text);
    }
  });
});
