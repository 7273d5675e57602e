import {
  answerFromResult,
  buildProxyEvent,
  claimsAsStrings,
  CONTRACT_ROUTES,
  isJsonObjectOrNotJson,
  matchRoute,
  type GatewayRoute,
} from './api-gateway';
import { clientAddress } from '../../lambdas/lib/viewer-address';

const routes: GatewayRoute[] = [
  { id: 'get-order', method: 'GET', path: '/api/orders/{reference}', auth: 'public' },
  { id: 'get-order-invoice', method: 'GET', path: '/api/orders/{reference}/invoice', auth: 'public' },
  { id: 'retry-order', method: 'POST', path: '/api/orders/{reference}/retry', auth: 'public' },
  { id: 'get-me', method: 'GET', path: '/api/me', auth: 'user' },
];

describe('matchRoute', () => {
  it.each([
    ['GET', '/api/orders/abc_1', 'get-order', { reference: 'abc_1' }],
    ['GET', '/api/orders/abc_1/invoice', 'get-order-invoice', { reference: 'abc_1' }],
    ['POST', '/api/orders/a%20b/retry', 'retry-order', { reference: 'a b' }],
    ['get', '/api/me', 'get-me', {}],
    ['GET', '/api/me/', 'get-me', {}],
  ])('%s %s → %s', (method, path, id, params) => {
    const match = matchRoute(routes, method, path);
    expect(match.kind).toBe('found');
    if (match.kind !== 'found') return;
    expect(match.route.id).toBe(id);
    expect(match.pathParameters).toEqual(params);
  });

  it('hands a segment that is not valid percent-encoding to the handler as sent, for it to refuse', () => {
    const match = matchRoute(routes, 'GET', '/api/orders/%E0%A4%A');
    expect(match).toMatchObject({ kind: 'found', pathParameters: { reference: '%E0%A4%A' } });
  });

  it('tells a wrong method apart from an unknown path', () => {
    expect(matchRoute(routes, 'DELETE', '/api/orders/x')).toEqual({ kind: 'wrong-method', allowed: ['GET'] });
    expect(matchRoute(routes, 'GET', '/api/nothing')).toEqual({ kind: 'none' });
    expect(matchRoute(routes, 'GET', '/api/orders/x/y/z')).toEqual({ kind: 'none' });
  });

  it('routes every path of the API contract to its own route id', () => {
    for (const route of CONTRACT_ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, 'sample_ref');
      const match = matchRoute(CONTRACT_ROUTES, route.method, path);
      expect(match.kind === 'found' && match.route.id).toBe(route.id);
    }
  });
});

describe('buildProxyEvent', () => {
  const route = routes[0] as GatewayRoute;

  it('builds the REST proxy event v1 that API Gateway delivers', () => {
    const event = buildProxyEvent(
      {
        method: 'GET',
        url: new URL('http://127.0.0.1:3001/api/orders/ref_9?a=1&a=2&b=x'),
        headers: { host: '127.0.0.1:3001', 'user-agent': 'vitest', 'set-cookie': ['c=1', 'd=2'] },
        body: '',
        sourceIp: '127.0.0.1',
      },
      { route, pathParameters: { reference: 'ref_9' } },
      { requestId: 'req-1', now: new Date('2026-01-02T03:04:05Z') },
    );
    expect(event).toMatchObject({
      resource: '/api/orders/{reference}',
      path: '/api/orders/ref_9',
      httpMethod: 'GET',
      pathParameters: { reference: 'ref_9' },
      queryStringParameters: { a: '2', b: 'x' },
      multiValueQueryStringParameters: { a: ['1', '2'], b: ['x'] },
      body: null,
      isBase64Encoded: false,
      headers: { 'user-agent': 'vitest', 'set-cookie': 'd=2' },
      multiValueHeaders: { 'set-cookie': ['c=1', 'd=2'] },
      requestContext: {
        requestId: 'req-1',
        resourcePath: '/api/orders/{reference}',
        stage: 'local',
        authorizer: null,
        requestTimeEpoch: Date.parse('2026-01-02T03:04:05Z'),
        identity: { sourceIp: '127.0.0.1', userAgent: 'vitest' },
      },
    });
  });

  it('passes the body as a string and the authorizer claims when given', () => {
    const event = buildProxyEvent(
      { method: 'POST', url: new URL('http://h/api/me'), headers: {}, body: '{"a":1}', sourceIp: '::1' },
      { route, pathParameters: {} },
      { requestId: 'r', claims: { sub: 'u1', 'cognito:groups': 'own-admin' } },
    );
    expect(event.body).toBe('{"a":1}');
    expect(event.pathParameters).toBeNull();
    expect(event.queryStringParameters).toBeNull();
    expect(event.requestContext.authorizer).toEqual({ claims: { sub: 'u1', 'cognito:groups': 'own-admin' } });
  });

  it('passes __proto__ and constructor as ordinary query parameters', () => {
    const event = buildProxyEvent(
      {
        method: 'GET',
        url: new URL('http://h/api/orders/r?__proto__=x&constructor=y&constructor=z&toString=t'),
        headers: {},
        body: '',
        sourceIp: '127.0.0.1',
      },
      { route, pathParameters: { reference: 'r' } },
      { requestId: 'r' },
    );
    expect(Object.entries(event.queryStringParameters ?? {})).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'z'],
      ['toString', 't'],
    ]);
    expect(Object.entries(event.multiValueQueryStringParameters ?? {})).toEqual([
      ['__proto__', ['x']],
      ['constructor', ['y', 'z']],
      ['toString', ['t']],
    ]);
    expect(Object.getPrototypeOf(event.queryStringParameters)).toBe(Object.prototype);
  });

  it("drops a viewer address a client names itself: the client is the socket's address", () => {
    const event = buildProxyEvent(
      {
        method: 'GET',
        url: new URL('http://h/api/orders/r'),
        headers: {
          'x-viewer-ip': '203.0.113.9',
          'cloudfront-viewer-address': '203.0.113.9:443',
          accept: '*/*',
        },
        body: '',
        sourceIp: '127.0.0.2',
      },
      { route, pathParameters: { reference: 'r' } },
      { requestId: 'r' },
    );
    expect(event.headers).toEqual({ accept: '*/*' });
    expect(clientAddress(event)).toBe('127.0.0.2');
  });
});

describe('claimsAsStrings', () => {
  it('turns claims into strings like the Cognito authorizer, lists comma-separated', () => {
    expect(
      claimsAsStrings({
        sub: 'x',
        exp: 5,
        'cognito:groups': ['own-admin', 'own-user'],
        email_verified: true,
      }),
    ).toEqual({ sub: 'x', exp: '5', 'cognito:groups': 'own-admin,own-user', email_verified: 'true' });
  });
});

describe('answerFromResult', () => {
  it('decodes a base64 body and merges single and multi-value headers', () => {
    const answer = answerFromResult({
      statusCode: 200,
      headers: { 'Content-Type': 'image/png' },
      multiValueHeaders: { 'Set-Cookie': ['a=1', 'b=2'] },
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toEqual({ 'content-type': 'image/png', 'set-cookie': ['a=1', 'b=2'] });
    expect([...answer.body]).toEqual([1, 2, 3]);
  });

  it('answers 502 like API Gateway when the handler returns no proper result', () => {
    const answer = answerFromResult(undefined);
    expect(answer.statusCode).toBe(502);
    expect(JSON.parse(answer.body.toString())).toEqual({ message: 'Internal server error' });
  });
});

describe('the request validator stand-in', () => {
  it.each([
    ['application/json', '{"a":1}', true],
    [undefined, '{"a":1}', true],
    ['application/json; charset=utf-8', '[1,2]', false],
    [undefined, '{"a": ', false],
    ['application/json', '"text"', false],
    ['application/json', '', true],
    ['application/x-www-form-urlencoded', 'a=1', true],
  ])('%s %j → passes %s', (contentType, body, passes) => {
    expect(isJsonObjectOrNotJson(contentType, body)).toBe(passes);
  });

  it('checks the bodies of exactly the routes that take one, as the stack attaches the model', () => {
    const checked = CONTRACT_ROUTES.filter((route) => route.jsonObjectBody).map((route) => route.id);
    expect(checked).toContain('create-checkout');
    expect(checked).not.toContain('payment-webhook');
    expect(checked).not.toContain('get-order');
  });
});
