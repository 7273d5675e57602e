import { GetCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from '../../shared/validation/zod';
import { rateLimitRules as rulesOf, tooManyRequestsMessage } from '../../shared/api/rate-limits';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { ACCOUNT_ROUTES } from '../../shared/api/accounts.routes';
import { TOP_UP_ROUTES } from '../../shared/api/top-up.routes';
import { MESSAGES } from '../../shared/validation/messages';
import type { FunctionAccess } from '../../shared/api/function-access';
import { NotFoundError, ValidationError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import type { RateCounter } from '../ports/rate-counter';
import { handler as getOrder } from './get-order.handler';
import { handler as sendReminder } from './send-iccid-reminder.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';
import { ROUTE_ACCESS } from './route-access';

const ROUTE_IDS = Object.keys(API_ROUTES) as RouteId[];
const rateLimitRules = (id: RouteId) => rulesOf(API_ROUTES[id].limits);

/** Tables whose rows are someone's data (reading them reveals it, writing them costs). */
const PRIVATE_TABLES = ['orders', 'users', 'verifications', 'coupons', 'supportTickets'] as const;

/** Whether a route's function sends mail, reveals someone's data or costs money, read from its grants. */
function mailsRevealsOrCosts(access: FunctionAccess): boolean {
  return Boolean(
    access.sendsMail ||
    access.startsFulfilment ||
    access.invokesChatModel ||
    access.secrets?.length ||
    access.cognito?.length ||
    access.uploadsBrandAssets ||
    PRIVATE_TABLES.some((table) => access.tables?.[table]),
  );
}

/** Public routes that do such work but are authenticated another way. */
const SIGNED_BY_CALLER: Partial<Record<RouteId, string>> = {
  'payment-webhook': "Stripe's signature on every call",
  // Per order and per guessing client instead: one address (the provider's) sends every order's callback.
  'record-esim-allocation': "the order's one-time token, from its allocation request",
};

const requestFields = (route: RouteId): string[] => {
  const schema = (API_ROUTES[route] as { request?: z.core.$ZodType }).request;
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
};

describe('the rate limits of the contract', () => {
  const anonymousWork = ROUTE_IDS.filter(
    (id) =>
      API_ROUTES[id].auth === 'public' && mailsRevealsOrCosts(ROUTE_ACCESS[id]) && !SIGNED_BY_CALLER[id],
  );

  it('covers the routes that mail, reveal or cost', () => {
    expect(anonymousWork).toEqual(
      expect.arrayContaining([
        'create-checkout',
        'get-order',
        'check-esim-status',
        'send-iccid-reminder',
        'send-email-code',
        'check-account',
        'create-support-ticket',
        'chat',
      ]),
    );
  });

  it.each(anonymousWork)('%s has a per-client limit on every request', (route) => {
    expect(
      rateLimitRules(route).some(
        (rule) => rule.per === 'client' && (rule.counts ?? 'requests') === 'requests',
      ),
    ).toBe(true);
  });

  it.each(anonymousWork)(
    "%s: no stranger alone can use up a target's own limit (a ceiling is above one client's allowance)",
    (route) => {
      const rules = rateLimitRules(route);
      for (const ceiling of rules.filter((rule) => rule.per === 'email' || rule.per === 'iccid')) {
        const own = rules.filter((rule) => rule.per === `client+${ceiling.per}` || rule.per === 'client');
        const ownAllowance = Math.min(
          ...own.map(
            (rule) =>
              (rule.limit * ceiling.windowSeconds) / Math.min(rule.windowSeconds, ceiling.windowSeconds),
          ),
        );
        expect({ counter: ceiling.counter, aboveOneClient: ceiling.limit > ownAllowance }).toEqual({
          counter: ceiling.counter,
          aboveOneClient: true,
        });
      }
    },
  );

  it('counts guesses at a secret (a mailed code, an ICCID) as wrong answers only, per client and target', () => {
    for (const route of ['verify-email-code', 'check-esim-status', 'list-top-up-offers'] as const) {
      const guessed = rateLimitRules(route).filter((rule) => rule.per !== 'client');
      expect(guessed.map((rule) => [rule.per, rule.counts])).toEqual(
        expect.arrayContaining([
          ['client+email', 'failures'],
          ['email', 'failures'],
        ]),
      );
      expect(guessed.every((rule) => rule.counts === 'failures')).toBe(true);
    }
  });

  it.each(anonymousWork)('%s limits each target it names (e-mail, ICCID, order reference)', (route) => {
    const targets = [
      ...(['email', 'iccid'] as const).filter((field) => requestFields(route).includes(field)),
      ...(API_ROUTES[route].path.includes('{reference}') ? (['reference'] as const) : []),
    ];
    for (const target of targets) {
      // An order view is polled by its owner: it is limited by the misses of whoever guesses references.
      const rules = rateLimitRules(route);
      const limited =
        rules.some((rule) => rule.per === target) ||
        (target === 'reference' && rules.some((rule) => rule.counts === 'misses'));
      expect({ target, limited }).toEqual({ target, limited: true });
    }
  });

  it.each(ROUTE_IDS)('%s declares limits, or why it has none', (id) => {
    const limits = API_ROUTES[id].limits;
    const declared = 'unlimited' in limits ? limits.unlimited.length > 10 : limits.rules.length > 0;
    expect(declared).toBe(true);
  });

  it('declares a shared counter the same way wherever it is used', () => {
    const rules = ROUTE_IDS.flatMap(rateLimitRules);
    const firstOf = new Map(rules.map((rule) => [rule.counter, rule] as const).reverse());
    expect(rules).toEqual(rules.map((rule) => firstOf.get(rule.counter)));
  });

  it('grants the counters table to exactly the limited routes, and the staff tools that count per admin', () => {
    const granted = ROUTE_IDS.filter((id) => ROUTE_ACCESS[id].tables?.rateLimits);
    const countsPerAdmin = [
      'provider-proxy',
      'send-test-email',
      'send-iccid-reminder-test',
      'create-test-order',
    ];
    expect(granted).toEqual(
      ROUTE_IDS.filter((id) => rateLimitRules(id).length > 0 || countsPerAdmin.includes(id)),
    );
  });

  it.each([
    [1, 'Too many requests. Please wait 1 second and try again.'],
    [59.2, 'Too many requests. Please wait 1 minute and try again.'],
    [45, 'Too many requests. Please wait 45 seconds and try again.'],
    [61, 'Too many requests. Please wait 2 minutes and try again.'],
    [3600, 'Too many requests. Please wait 60 minutes and try again.'],
  ])('says how long to wait (%s s)', (seconds, message) => {
    expect(tooManyRequestsMessage(seconds)).toBe(message);
  });
});

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);

/** The rateLimits table in memory, with DynamoDB's ADD and TTL semantics. */
function fakeCounterTable() {
  const rows = new Map<string, { hits: number; expires_at: number }>();
  ddb.on(UpdateCommand, { TableName: 'test-rateLimits' }).callsFake((input) => {
    const id = input.Key.id as string;
    const row = rows.get(id) ?? {
      hits: 0,
      expires_at: input.ExpressionAttributeValues[':expires'] as number,
    };
    row.hits += 1;
    rows.set(id, row);
    return { Attributes: { hits: row.hits } };
  });
  ddb
    .on(GetCommand, { TableName: 'test-rateLimits' })
    .callsFake((input) => ({ Item: rows.get(input.Key.id) }));
  return rows;
}

const from = (event: APIGatewayProxyEvent, sourceIp: string, headers: Record<string, string> = {}) => {
  event.requestContext.identity.sourceIp = sourceIp;
  Object.assign(event.headers, headers);
  return event;
};

const reminder = (email: string, sourceIp = '198.51.100.7', headers: Record<string, string> = {}) =>
  invoke(sendReminder, from(proxyEvent('send-iccid-reminder', { body: { email } }), sourceIp, headers));

describe('a limited route', () => {
  let rows: ReturnType<typeof fakeCounterTable>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T10:00:00Z') });
    ddb.reset();
    ses.reset();
    useTestEnvironment('send-iccid-reminder');
    ddb.on(GetCommand).resolves({});
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
    rows = fakeCounterTable();
  });
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After once a client had its reminders for a mailbox, and mails nothing more', async () => {
    for (let i = 0; i < 3; i++) expect((await reminder('victim@example.com')).status).toBe(200);
    const refused = await reminder('victim@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers['Retry-After']).toBe('3600');
    expect(refused.json.error).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests. Please wait 60 minutes and try again.',
    });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(3);
    // Another address from the same client is still served, and the address from another client.
    expect((await reminder('someone@example.com')).status).toBe(200);
    expect((await reminder('victim@example.com', '203.0.113.9')).status).toBe(200);
  });

  it('caps the mails one mailbox gets from every client together, however its address is spelt', async () => {
    const aliases = ['Victim+1@Example.com', '"victim"@example.com', 'victim+x@example.com.'];
    for (let i = 0; i < 12; i++) {
      const answer = await reminder(aliases[i % 3]!, `192.0.2.${i + 1}`);
      expect(answer.status).toBe(200);
    }
    expect((await reminder('victim@example.com', '192.0.2.99')).status).toBe(429);
    expect((await reminder('v.ictim@example.com', '192.0.2.99')).status).toBe(200);
    const gmail = ['a.d.a@gmail.com', 'ADA+trip@googlemail.com', '"a.da"@gmail.com'];
    for (let i = 0; i < 12; i++) await reminder(gmail[i % 3]!, `198.18.0.${i + 1}`);
    expect((await reminder('ada@gmail.com', '198.18.0.99')).status).toBe(429);
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(25);
  });

  it('counts again once the window is over', async () => {
    for (let i = 0; i < 3; i++) await reminder('victim@example.com');
    vi.setSystemTime(new Date('2026-06-01T10:59:30Z'));
    const refused = await reminder('victim@example.com');
    expect(refused.headers['Retry-After']).toBe('30');
    vi.setSystemTime(new Date('2026-06-01T11:00:00Z'));
    expect((await reminder('victim@example.com')).status).toBe(200);
  });

  it('limits one client across many addresses', async () => {
    for (let i = 0; i < 10; i++) expect((await reminder(`v${i}@example.com`)).status).toBe(200);
    expect((await reminder('v10@example.com')).status).toBe(429);
    expect((await reminder('v10@example.com', '192.0.2.44')).status).toBe(200);
  });

  it("counts the viewer's IP the edge sets, not CloudFront's own address", async () => {
    const viaEdge = (ip: string, email: string) => reminder(email, '130.176.0.1', { 'x-viewer-ip': ip });
    for (let i = 0; i < 10; i++) await viaEdge('198.51.100.20', `w${i}@example.com`);
    expect((await viaEdge('198.51.100.20', 'w10@example.com')).status).toBe(429);
    expect((await viaEdge('198.51.100.21', 'w10@example.com')).status).toBe(200);
  });

  it('ignores a CloudFront-Viewer-Address header, which any viewer can send', async () => {
    const forged = (i: number) =>
      reminder(`f${i}@example.com`, '198.51.100.30', { 'cloudfront-viewer-address': `203.0.113.${i}:443` });
    for (let i = 0; i < 10; i++) expect((await forged(i)).status).toBe(200);
    expect((await forged(10)).status).toBe(429);
  });

  it('stores no e-mail address in its counters', async () => {
    await reminder('victim@example.com');
    expect([...rows.keys()].join(' ')).not.toContain('victim');
    expect([...rows.keys()].join(' ')).not.toContain('198.51.100.7');
  });

  it('lets the request through when the counters cannot be reached', async () => {
    ddb.on(UpdateCommand, { TableName: 'test-rateLimits' }).rejects(new Error('throttled'));
    for (let i = 0; i < 4; i++) expect((await reminder('victim@example.com')).status).toBe(200);
  });

  it('refuses bad input before counting it', async () => {
    const answer = await reminder('');
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(MESSAGES.email.required);
    expect(rows.size).toBe(0);
  });
});

describe('guessing order references', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T10:00:00Z') });
    ddb.reset();
    useTestEnvironment('get-order');
    fakeCounterTable();
    ddb.on(GetCommand, { TableName: 'test-orders' }).resolves({});
    ddb.on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } }).resolves({
      Item: storedOrder({ paid: true }),
    });
  });
  afterEach(() => vi.useRealTimers());

  const view = (reference: string, sourceIp = '198.51.100.7') =>
    invoke(getOrder, from(proxyEvent('get-order', { params: { reference } }), sourceIp));

  it('stops a client after 30 unknown references, while the owner polling a real one is never stopped', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await view(`roamly_order_17356896000${String(i).padStart(2, '0')}_01032_3_guess`)).status).toBe(
        404,
      );
    }
    for (let i = 0; i < 100; i++) expect((await view(REFERENCE, '192.0.2.1')).status).toBe(200);
    const refused = await view(REFERENCE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
  });
});

/** The rateLimits table as the middleware sees it, in memory. */
function memoryCounter(): RateCounter {
  const counts = new Map<string, number>();
  return {
    increment: async (key) => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return counts.get(key)!;
    },
    current: async (key) => counts.get(key) ?? 0,
  };
}

describe('guessing a secret about someone else', () => {
  const CODE = '424242';
  let counter: RateCounter;
  beforeEach(() => {
    counter = memoryCounter();
  });
  const limits = () => ({ counter: () => counter, now: () => new Date('2026-06-01T10:00:00Z') });

  /** verify-email-code with the real contract and limits; only CODE is right. */
  const verify = (code: string, sourceIp: string, email = 'victim@example.com') =>
    invoke(
      httpHandler(
        ACCOUNT_ROUTES,
        'verify-email-code',
        async ({ body }) => {
          if (body.code !== CODE) throw new ValidationError(MESSAGES.emailCode.invalid);
          return { proof: 'p'.repeat(43), expiresAt: '2026-06-01T10:15:00.000Z' };
        },
        { rateLimits: limits() },
      ),
      from(proxyEvent('verify-email-code', { body: { email, code } }), sourceIp),
    );

  /** The top-up offers (the status checker's limits) with the real contract; only the owner's pair matches. */
  const status = (email: string, iccid: string, sourceIp: string) =>
    invoke(
      httpHandler(
        TOP_UP_ROUTES,
        'list-top-up-offers',
        async ({ body }) => {
          if (body.email !== 'owner@example.com' || body.iccid !== OWNER_ICCID)
            throw new NotFoundError(MESSAGES.status.noMatch);
          return { iccid: OWNER_ICCID, zone: 'europe', offers: [] };
        },
        { rateLimits: limits() },
      ),
      from(proxyEvent('list-top-up-offers', { body: { email, iccid } }), sourceIp),
    );
  const OWNER_ICCID = '8944000000000123456';
  const wrong = (i: number) => String(100000 + i);

  it("stops a stranger after five wrong codes for an address, and never the owner's right one", async () => {
    const tries: number[] = [];
    for (let i = 0; i < 12; i++) tries.push((await verify(wrong(i), '203.0.113.66')).status);
    expect(tries).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    expect((await verify(CODE, '198.51.100.7')).status).toBe(200);
    // The stranger's own allowance is per address: for an address of its own it still may try.
    expect((await verify(wrong(0), '203.0.113.66', 'own@example.com')).status).toBe(400);
  });

  it("counts the address's aliases as the address", async () => {
    for (let i = 0; i < 5; i++) await verify(wrong(i), '203.0.113.66', `victim+${i}@example.com`);
    expect((await verify(wrong(9), '203.0.113.66', 'VICTIM@example.com')).status).toBe(429);
  });

  it('refuses everyone only once five clients spent all their wrong codes on one address', async () => {
    for (let c = 1; c <= 4; c++) for (let i = 0; i < 5; i++) await verify(wrong(i), `203.0.113.${c}`);
    expect((await verify(CODE, '198.51.100.7')).status).toBe(200);
    for (let i = 0; i < 5; i++) await verify(wrong(i), '203.0.113.5');
    // 25 wrong codes from everyone together: the address's ceiling, which bounds a spread-out guesser.
    expect((await verify(CODE, '198.51.100.8')).status).toBe(429);
  });

  it('never counts right answers', async () => {
    for (let i = 0; i < 20; i++) expect((await verify(CODE, '198.51.100.7')).status).toBe(200);
  });

  it("stops a stranger's wrong ICCIDs for an address, and wrong addresses for an ICCID, not the owner", async () => {
    const byIccid: number[] = [];
    for (let i = 0; i < 12; i++)
      byIccid.push(
        (await status('owner@example.com', `89440000000007${String(i).padStart(5, '0')}`, '203.0.113.66'))
          .status,
      );
    expect(byIccid).toEqual([...Array(6).fill(404), ...Array(6).fill(429)]);
    const byEmail: number[] = [];
    for (let i = 0; i < 12; i++)
      byEmail.push((await status(`guess${i}@example.com`, OWNER_ICCID, '203.0.113.67')).status);
    expect(byEmail).toEqual([...Array(6).fill(404), ...Array(6).fill(429)]);
    expect((await status('owner@example.com', OWNER_ICCID, '198.51.100.7')).status).toBe(200);
  });
});
