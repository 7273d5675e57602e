import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { HttpEsimProvider } from '../../../lambdas/adapters/http-esim-provider';
import { SECURITY_HEADERS } from '../../../lambdas/lib/middleware/security-headers';
import { API_ROUTES } from '../../../shared/api/routes';
import { requestFrom } from '../../support/loopback-client';
import { HARNESS_ROUTES, startApiHarness, WEBHOOK_SECRET, type ApiHarness } from './api-harness';

/**
 * The limits as a stranger and an owner meet them over HTTP: each side is a client of its own, a
 * loopback address of its own (127.0.0.2, 127.0.0.3, …), as two viewers are behind CloudFront.
 */

const STRANGER = '127.0.0.2';
const OWNER_CLIENT = '127.0.0.3';

let h: ApiHarness;
let iccid: string;
const ICCID_OWNER = 'iccid.owner@example.com';

beforeAll(async () => {
  h = await startApiHarness();
  const provider = new HttpEsimProvider({
    baseUrl: h.provider.url,
    credentials: async () => ({ clientId: h.provider.clientId, clientSecret: h.provider.clientSecret }),
  });
  await provider.requestAllocation('01032_3', 'abuse-limits-order', 'http://127.0.0.1:9/unused');
  iccid = (await provider.findAllocation('abuse-limits-order'))!.iccid;
  await h.doc.send(
    new PutCommand({
      TableName: h.tables.users,
      Item: {
        id: 'iccid-owner-id',
        email: ICCID_OWNER,
        full_name: 'Ivy Owner',
        account_type: 'own-user',
        iccid,
        created_at: new Date().toISOString(),
      },
    }),
  );
});
afterAll(async () => {
  await h?.stop();
});

/** The code of the newest mail sent to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mails = (await h.ses.listMail()).filter((m) => m.destination.to.includes(email));
  const code = /verification code is: (\d{6})/.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}
const otherThan = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
const statuses = async (calls: (() => Promise<{ status: number }>)[]) => {
  const answers: number[] = [];
  for (const call of calls) answers.push((await call()).status);
  return answers;
};

describe('a stranger guessing for an address does not lock its owner out', () => {
  it("ten and more wrong codes from another client leave the owner's own code working", async () => {
    const victim = 'code.victim@example.com';
    expect((await h.call('POST', '/api/email-codes', { email: victim }, {}, OWNER_CLIENT)).status).toBe(200);
    const code = await mailedCode(victim);

    const guesses = await statuses(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          h.call(
            'POST',
            '/api/email-codes/verify',
            { email: victim, code: otherThan(code, i) },
            {},
            STRANGER,
          ),
      ),
    );
    // The stranger is stopped after its own five wrong codes; the code itself survives them.
    expect(guesses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);

    const verified = await h.call(
      'POST',
      '/api/email-codes/verify',
      { email: victim, code },
      {},
      OWNER_CLIENT,
    );
    expect(verified.status).toBe(200);
    expect(verified.json.proof).toEqual(expect.any(String));
  });

  it('a code burnt by guesses from many clients is replaced by a fresh one, which works', async () => {
    const victim = 'burnt.victim@example.com';
    await h.call('POST', '/api/email-codes', { email: victim }, {}, OWNER_CLIENT);
    const burnt = await mailedCode(victim);
    const guessers = ['127.0.0.4', '127.0.0.5', '127.0.0.6'];
    const guesses = await statuses(
      guessers.flatMap((client, c) =>
        Array.from(
          { length: 5 },
          (_, i) => () =>
            h.call(
              'POST',
              '/api/email-codes/verify',
              { email: victim, code: otherThan(burnt, c * 5 + i) },
              {},
              client,
            ),
        ),
      ),
    );
    expect(guesses).toEqual(Array(15).fill(400));
    // Twelve wrong codes burnt it: the owner's right one no longer works…
    expect(
      (await h.call('POST', '/api/email-codes/verify', { email: victim, code: burnt }, {}, OWNER_CLIENT))
        .status,
    ).toBe(400);
    // …but the owner asks for a fresh code, and that one does.
    expect((await h.call('POST', '/api/email-codes', { email: victim }, {}, OWNER_CLIENT)).status).toBe(200);
    const fresh = await mailedCode(victim);
    expect(fresh).not.toBe(burnt);
    expect(
      (await h.call('POST', '/api/email-codes/verify', { email: victim, code: fresh }, {}, OWNER_CLIENT))
        .status,
    ).toBe(200);
  });

  it('ten and more wrong ICCIDs (or wrong addresses) from another client leave the owner able to check', async () => {
    const wrongIccid = (i: number) => `894400000000077${String(i).padStart(4, '0')}`;
    const byIccid = await statuses(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          h.call('POST', '/api/esim/status', { email: ICCID_OWNER, iccid: wrongIccid(i) }, {}, STRANGER),
      ),
    );
    expect(byIccid).toEqual([...Array(6).fill(404), ...Array(6).fill(429)]);
    const byEmail = await statuses(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          h.call('POST', '/api/esim/status', { email: `guess${i}@example.com`, iccid }, {}, '127.0.0.8'),
      ),
    );
    expect(byEmail).toEqual([...Array(6).fill(404), ...Array(6).fill(429)]);

    const own = await h.call('POST', '/api/esim/status', { email: ICCID_OWNER, iccid }, {}, OWNER_CLIENT);
    expect(own.status).toBe(200);
    expect(own.json.esim.iccid).toBe(iccid);
    const offers = await h.call(
      'POST',
      '/api/top-ups/offers',
      { email: ICCID_OWNER, iccid },
      {},
      OWNER_CLIENT,
    );
    expect(offers.status).toBe(200);
  });
});

describe('the client is the socket, not a header it sends', () => {
  it('refuses checkouts from one socket past its limit, whatever viewer address it names', async () => {
    const answers = await statuses(
      Array.from(
        { length: 30 },
        (_, i) => () =>
          h.call(
            'POST',
            '/api/checkout',
            { bundleId: '01032_3', name: 'Fay Forger', email: `forger${i}@example.com`, acceptTerms: true },
            {
              'cloudfront-viewer-address': `198.51.100.${i + 1}:443`,
              'x-viewer-ip': `203.0.113.${i + 1}`,
              'x-forwarded-for': `192.0.2.${i + 1}`,
            },
            '127.0.0.7',
          ),
      ),
    );
    expect(answers).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
  });
});

describe('one mailbox, however it is spelt', () => {
  it('caps the reminders that reach one inbox through its aliases', async () => {
    const aliases = (i: number) => [
      `m.ail.box+${i}@googlemail.com`,
      `"mailbox+a${i}"@gmail.com`,
      `MailBox+b${i}@Gmail.com`,
    ];
    const answers = await statuses(
      Array.from({ length: 10 }, (_, client) =>
        aliases(client).map(
          (email) => () => h.call('POST', '/api/esim/reminder', { email }, {}, `127.0.1.${client + 1}`),
        ),
      ).flat(),
    );
    // Twelve mails an hour reach one mailbox, whoever asks and however it is spelt.
    expect(answers.filter((status) => status === 200)).toHaveLength(12);
    expect(answers.filter((status) => status === 429)).toHaveLength(18);
  });
});

describe('odd requests answer 4xx, never 500', () => {
  const signer = new Stripe('sk_test_integration').webhooks;

  it('refuses and records a signed payment event whose order reference is 2 KB long', async () => {
    const payload = JSON.stringify({
      id: 'evt_long_reference',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_long_reference',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 1661,
          currency: 'eur',
          metadata: { orderReference: `roamly_order_1_01032_3_${'x'.repeat(2100)}` },
        },
      },
    });
    const signature = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answer = await h.call('POST', '/api/payments/webhook', payload, { 'stripe-signature': signature });
    expect(answer.status).toBe(400);
    const rejected = await h.doc.send(
      new ScanCommand({
        TableName: h.tables.paymentEvents,
        FilterExpression: 'event_id = :id',
        ExpressionAttributeValues: { ':id': 'rejected#evt_long_reference' },
      }),
    );
    expect(rejected.Items).toEqual([expect.objectContaining({ status: 'rejected', body: payload })]);
  });

  it.each(HARNESS_ROUTES)(
    '%s treats ?__proto__= and ?constructor= as ordinary query parameters',
    async (id) => {
      const route = API_ROUTES[id];
      const path = route.path.replace(/\{\w+\}/g, 'no_such_reference');
      const answer = await h.call(
        route.method,
        `${path}?__proto__=x&constructor=y&hasOwnProperty=z`,
        route.method === 'GET' ? undefined : {},
        {},
        '127.0.0.9',
      );
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
    },
  );

  it("answers an unknown path with the API's security headers", async () => {
    const answer = await requestFrom('127.0.0.1', `${h.url}/api/no-such-route`);
    expect(answer.status).toBe(404);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect({ name, value: answer.headers[name.toLowerCase()] }).toEqual({ name, value });
  });
});
