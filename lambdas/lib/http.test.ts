import { GENERIC_ERROR_MESSAGE, MAX_JSON_BODY_BYTES } from '../../shared/api/common.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { invoke, proxyEvent } from '../http/handler-test-support';
import { createLambdaContext } from '../testing/events';
import { logLines } from '../testing/log-lines';
import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { CHECKOUT_ROUTES } from '../../shared/api/checkout.routes';
import { ORDER_ROUTES } from '../../shared/api/orders.routes';
import type { RateCounter } from '../ports/rate-counter';
import type { AdminTokenVerifier, TokenVerifier } from './caller';
import { ConflictError } from './errors';
import { httpHandler } from './http';
import { logger } from './logger';

/** Counters that never reach a limit: these cases are about the rest of the plumbing. */
const neverLimited: RateCounter = { increment: async () => 1, current: async () => 0 };
const rateLimits = { counter: () => neverLimited, now: () => new Date() };

const validBody = { bundleId: '01032_3', name: 'Ada', email: ' Ada@Example.com ', acceptTerms: true };

describe('httpHandler', () => {
  const seen: unknown[] = [];
  const handler = httpHandler(
    CHECKOUT_ROUTES,
    'create-checkout',
    async ({ body }) => {
      seen.push(body);
      return {
        orderReference: 'ref',
        checkoutUrl: 'https://pay.example',
        free: false,
        quote: {
          priceCents: 1,
          discountCents: 0,
          feeCents: 0,
          totalCents: 1,
          subtotalCents: 1,
          vatCents: 0,
          free: false,
          couponApplied: false,
        },
      };
    },
    { rateLimits, identifyCaller: async () => ({ sub: 's', email: null, groups: [] }) },
  );

  const getOrder = httpHandler(
    ORDER_ROUTES,
    'get-order',
    async ({ params }) => {
      seen.push(params);
      throw new ConflictError('The test stops here');
    },
    { rateLimits },
  );

  beforeEach(() => {
    seen.length = 0;
  });

  it('hands the use-case a validated, normalised body and answers JSON with security headers', async () => {
    const answer = await invoke(handler, proxyEvent('create-checkout', { body: { ...validBody, price: 1 } }));
    expect(answer.status).toBe(200);
    expect(seen).toEqual([{ bundleId: '01032_3', name: 'Ada', email: 'ada@example.com', acceptTerms: true }]);
    expect(answer.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  it('reads a base64-encoded body', async () => {
    const event = proxyEvent('create-checkout');
    event.body = Buffer.from(JSON.stringify(validBody)).toString('base64');
    event.isBase64Encoded = true;
    expect((await invoke(handler, event)).status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"a":', {}, 400, 'validation_error'],
    ['a wrong content type', 'a=b', { 'Content-Type': 'text/plain' }, 415, 'unsupported_media_type'],
    [
      'an oversize body',
      JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      {},
      413,
      'payload_too_large',
    ],
    ['null', 'null', {}, 400, 'validation_error'],
  ])('answers %s with a 4xx and never reaches the use-case', async (_what, body, headers, status, code) => {
    const answer = await invoke(handler, proxyEvent('create-checkout', { body, headers }));
    expect(answer.status).toBe(status);
    expect(answer.json.error.code).toBe(code);
    expect(seen).toEqual([]);
  });

  it("gives the schema's first message and one message per field", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('create-checkout', { body: { bundleId: '01032_3', name: 'Ada', email: 'nope' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(MESSAGES.email.invalid);
    expect(answer.json.error.fields).toEqual({
      email: MESSAGES.email.invalid,
      acceptTerms: MESSAGES.checkout.termsRequired,
    });
  });

  it('maps a typed error to its status and message', async () => {
    const conflict = httpHandler(
      ORDER_ROUTES,
      'get-order',
      async () => {
        throw new ConflictError('Taken');
      },
      { rateLimits },
    );
    const answer = await invoke(conflict, proxyEvent('get-order', { params: { reference: 'r' } }));
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: { code: 'conflict', message: 'Taken' } });
  });

  it.each([
    ['a character no reference has', 'bad ref!'],
    ['an empty one', ''],
    ['an overlong one', 'x'.repeat(201)],
  ])(
    'answers a reference with %s with 404 and the not-exist message, before the use-case',
    async (_what, reference) => {
      const answer = await invoke(getOrder, proxyEvent('get-order', { params: { reference } }));
      expect(answer.status).toBe(404);
      expect(answer.json.error).toEqual({ code: 'not_found', message: MESSAGES.success.notExist });
      expect(seen).toEqual([]);
    },
  );

  it('answers a path parameter that is not valid percent-encoding with 400, not 500', async () => {
    const event = proxyEvent('get-order', { params: { reference: 'ok' } });
    event.pathParameters = { reference: '%E0%A4%A' };
    const answer = await invoke(getOrder, event);
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('validation_error');
    expect(answer.json.error.message).toMatch(/malformed percent-encoding/);
  });

  it('hands the use-case typed path parameters', async () => {
    await invoke(getOrder, proxyEvent('get-order', { params: { reference: 'roamly_order_1' } }));
    expect(seen).toEqual([{ reference: 'roamly_order_1' }]);
  });

  it('answers an unexpected error with a generic 500 and logs the detail only', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing = httpHandler(BRAND_ROUTES, 'get-brand', async () => {
      throw new Error('table secret-internal-name is missing');
    });
    const answer = await invoke(failing, proxyEvent('get-brand'));
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ error: { code: 'internal_error', message: GENERIC_ERROR_MESSAGE } });
    expect(JSON.stringify(answer.json)).not.toContain('secret-internal-name');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("puts the invocation's request id and function name on every log line", async () => {
    logger.setLogLevel('INFO');
    const refusing = httpHandler(
      ORDER_ROUTES,
      'get-order',
      async () => {
        throw new ConflictError('Taken');
      },
      { rateLimits },
    );
    const entries = await logLines('stdout', () =>
      refusing(
        proxyEvent('get-order', { params: { reference: 'r' } }),
        createLambdaContext('api-get-order', 'req-42'),
      ),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        message: 'Request refused',
        function_request_id: 'req-42',
        function_name: 'api-get-order',
      }),
    );
  });

  it('refuses to wrap a signed-in route without a token verifier, or a rate-limited one without counters', () => {
    const noVerifier = {} as { verifyToken: AdminTokenVerifier };
    expect(() => httpHandler(BRAND_ROUTES, 'update-brand', async () => ({}) as never, noVerifier)).toThrow(
      'update-brand is a signed-in route: its handler must give verifyToken',
    );
    const withoutFactor = { verifyToken: (async () => ({})) as unknown as AdminTokenVerifier };
    expect(() => httpHandler(BRAND_ROUTES, 'update-brand', async () => ({}) as never, withoutFactor)).toThrow(
      "update-brand is an admin route: its verifyToken must check the admin's second factor",
    );
    expect(() => httpHandler(ORDER_ROUTES, 'get-order', async () => ({}) as never)).toThrow(
      'get-order has rate limits: its handler must give their counters (rateLimits)',
    );
  });

  it('checks the caller of a signed-in route with the verifier its handler gives', async () => {
    const tokens: string[] = [];
    const claims: TokenVerifier = async (token) => {
      tokens.push(token);
      return { sub: 'u-1', email: 'ada@example.com', groups: [] };
    };
    const verifyToken = Object.assign(claims, { adminFactor: async () => undefined });
    const update = httpHandler(BRAND_ROUTES, 'update-brand', async () => ({}) as never, { verifyToken });
    const answer = await invoke(
      update,
      proxyEvent('update-brand', { body: {}, headers: { Authorization: 'Bearer t-1' } }),
    );
    expect(tokens).toEqual(['t-1']);
    expect(answer.status).toBe(403);
  });
});
