import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ADMIN, DEMO_COUPONS } from '../../../infra/data/seed';
import { ensureUser } from '../../../infra/local/cognito-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/dynamo-local';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';
import type { StoredMail } from '../../../infra/local/ses-local';
import type { OrderView } from '../../../shared/api/orders.schema';
import { MESSAGES } from '../../../shared/validation/messages';

const FREE_COUPON = DEMO_COUPONS.find((c) => c.discount_type === 'free' && c.status === 'active')!.code;
const STRONG_PASSWORD = 'Tr4vel!pass';
const ATTACKER = 'mallory@example.com';

/**
 * Ownership and sign-in against the whole shop as it runs locally: the real handlers behind the
 * local API gateway, cognito-local, DynamoDB Local, the SES stand-in (codes are read from its
 * store, as the owner reads their inbox) and the order pipeline.
 */
describe('who may see and change what: accounts, e-mail codes and the status checker', () => {
  let dataDir: string;
  let runtime: LocalRuntime;
  let cognito: CognitoIdentityProviderClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trust-'));
    runtime = await startRuntime(
      parseRuntimeConfig({
        SHOP_PORT: '0',
        API_PORT: '0',
        DATA_DIR: dataDir,
        ESIM_SIM_ALLOCATION_DELAY_MS: '0',
        PIPELINE_POLL_INTERVAL_SECONDS: '1',
      }),
      { spa: false, log: () => undefined, dynamoEndpoint: inject('dynamoEndpoint') },
    );
    cognito = new CognitoIdentityProviderClient({
      endpoint: runtime.cognito.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
  });

  afterAll(async () => {
    cognito?.destroy();
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const api = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  ): Promise<{ status: number; json: any }> => {
    const response = await fetch(`${runtime.apiUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };

  /**
   * `api` for a client of its own: requests sent from another loopback address, which the local API
   * counts as another client (its per-client limits start afresh, as for another visitor).
   */
  const apiFrom = (localAddress: string) => (method: string, path: string, body?: unknown, token?: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `api`
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${runtime.apiUrl}${path}`,
        {
          method,
          localAddress,
          headers: {
            ...(text !== undefined && {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(text)),
            }),
            ...(token && { authorization: `Bearer ${token}` }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
        },
      );
      req.on('error', reject);
      req.end(text);
    });

  const refusal = (status: number, message: string) => ({
    status,
    json: { error: expect.objectContaining({ message }) },
  });

  async function mailsTo(email: string): Promise<StoredMail[]> {
    const store = (await (await fetch(`${runtime.mailViewerUrl}store`)).json()) as { emails: StoredMail[] };
    return store.emails.filter((m) => m.destination.to.some((to) => to.includes(email)));
  }

  /** The code of the newest verification mail to `email`, as its owner reads it. */
  async function mailedCode(email: string): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = /verification code is: (\d{6})/.exec(
        (await mailsTo(email)).filter((m) => m.subject.endsWith('verification code')).at(-1)?.body.text ?? '',
      )?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No verification code mailed to ${email}`);
  }

  /** What the owner of `email` does to prove it: ask for a code, read it, exchange it. */
  async function proveEmail(email: string, call: typeof api = api): Promise<string> {
    expect(await call('POST', '/api/email-codes', { email })).toEqual({ status: 200, json: { sent: true } });
    const verified = await call('POST', '/api/email-codes/verify', { email, code: await mailedCode(email) });
    expect(verified.status).toBe(200);
    return verified.json.proof as string;
  }

  /** A free-coupon checkout (signed in when a token is given), followed until the eSIM is delivered. */
  async function buyFreeEsim(email: string, name: string, token?: string) {
    const checkout = await api(
      'POST',
      '/api/checkout',
      { bundleId: '01032_6', name, email, couponCode: FREE_COUPON, acceptTerms: true },
      token,
    );
    expect(checkout.status).toBe(200);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const view = (await api('GET', `/api/orders/${encodeURIComponent(checkout.json.orderReference)}`))
        .json as OrderView;
      if (view.status === 'completed' && view.esim) {
        return {
          reference: view.reference,
          iccid: view.esim.iccid,
        };
      }
      if (view.status === 'error' || Date.now() > deadline) throw new Error(`Order ended as ${view.status}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  const signIn = async (email: string, password: string) => {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: runtime.cognito.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return {
      idToken: result.AuthenticationResult?.IdToken ?? '',
      accessToken: result.AuthenticationResult?.AccessToken ?? '',
    };
  };

  /** The groups an ID token carries: what the API authorises by. */
  const groupsIn = (idToken: string) =>
    (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>)[
      'cognito:groups'
    ];

  it('refuses the takeover of issue 11 at every step: checkout with the admin’s e-mail, then its ICCID', async () => {
    const bought = await buyFreeEsim(DEMO_ADMIN.email, 'Mallory');
    const attempt = { email: DEMO_ADMIN.email, iccid: bought.iccid, password: 'Mall0ry!owns1t' };

    // E-mail + ICCID alone, with or without an empty proof, proves nothing.
    const proofRequired = refusal(403, MESSAGES.emailCode.proofRequired);
    expect(await api('POST', '/api/accounts/password', attempt)).toMatchObject(proofRequired);
    expect(await api('POST', '/api/accounts/password', { ...attempt, proof: '' })).toMatchObject(
      proofRequired,
    );
    expect(await api('POST', '/api/accounts/verify', { ...attempt, proof: '' })).toMatchObject(proofRequired);
    expect(await api('POST', '/api/accounts/check', { email: DEMO_ADMIN.email, proof: '' })).toMatchObject(
      proofRequired,
    );
    // A proof of the attacker's own address is no proof of the admin's.
    const attackersProof = await proveEmail(ATTACKER);
    expect(await api('POST', '/api/accounts/password', { ...attempt, proof: attackersProof })).toMatchObject(
      proofRequired,
    );
    expect(
      await api('POST', '/api/accounts/register', { ...attempt, fullName: 'Mallory', proof: attackersProof }),
    ).toMatchObject(proofRequired);
    // The purchase left the admin's account as it was: even the admin's own proof finds no such
    // ICCID there, and an admin account is never set up or claimed through these routes.
    const adminsProof = await proveEmail(DEMO_ADMIN.email);
    expect(await api('POST', '/api/accounts/password', { ...attempt, proof: adminsProof })).toMatchObject(
      refusal(403, MESSAGES.account.iccidMismatch),
    );
    expect(
      await api('POST', '/api/accounts/register', { ...attempt, fullName: 'Mallory', proof: adminsProof }),
    ).toMatchObject(refusal(403, MESSAGES.account.notClaimable));

    // The admin is untouched: same password, same group, the purchase not on the admin's account.
    await expect(signIn(DEMO_ADMIN.email, attempt.password)).rejects.toThrow();
    const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(groupsIn(admin.idToken)).toEqual(['own-admin']);
    const me = await api('GET', '/api/me', undefined, admin.idToken);
    expect(me.json).toMatchObject({ email: DEMO_ADMIN.email, type: 'own-admin' });
    expect(me.json.iccid).not.toContain(bought.iccid);
  });

  it('shows a stranger with the victim’s e-mail and their own ICCID that one eSIM and no other', async () => {
    const victim = 'victim@example.com';
    const own = await buyFreeEsim(victim, 'Victor Victim');
    const planted = await buyFreeEsim(victim, 'Mallory');

    const answer = await api('POST', '/api/esim/status', { email: victim, iccid: planted.iccid });
    expect(answer.status).toBe(200);
    expect(answer.json.iccids).toEqual([planted.iccid]);
    expect(answer.json.esim.iccid).toBe(planted.iccid);
    expect(JSON.stringify(answer.json)).not.toContain(own.iccid);

    expect(await api('POST', '/api/esim/status', { email: victim })).toMatchObject(
      refusal(400, MESSAGES.status.iccidNeeded),
    );
    const attackersProof = await proveEmail(ATTACKER);
    expect(await api('POST', '/api/esim/status', { email: victim, proof: attackersProof })).toMatchObject(
      refusal(403, MESSAGES.emailCode.proofRequired),
    );
    // Unknown e-mail and wrong ICCID answer alike.
    const noMatch = refusal(404, MESSAGES.status.noMatch);
    expect(
      await api('POST', '/api/esim/status', { email: 'nobody@example.com', iccid: own.iccid }),
    ).toMatchObject(noMatch);
    expect(await api('POST', '/api/esim/status', { email: ATTACKER, iccid: own.iccid })).toMatchObject(
      noMatch,
    );

    // The owner, with the code from their inbox, sees every eSIM of the address.
    const victimsProof = await proveEmail(victim);
    const mine = await api('POST', '/api/esim/status', { email: victim, proof: victimsProof });
    expect(mine.json.iccids).toEqual([own.iccid, planted.iccid]);
  });

  it('answers the reminder the same for any address and mails only that address', async () => {
    for (const email of ['victim@example.com', 'nobody@example.com']) {
      expect(await api('POST', '/api/esim/reminder', { email })).toEqual({
        status: 200,
        json: { sent: true },
      });
    }
    expect((await mailsTo('nobody@example.com')).at(-1)?.subject).toContain(MESSAGES.status.noEsim);
    expect((await mailsTo('victim@example.com')).at(-1)?.subject).toContain('ICCID reminder');
  });

  it('registers with a mailed code, then signs in and reads /api/me', async () => {
    const email = 'rita@example.com';
    const proof = await proveEmail(email);
    expect(
      await api('POST', '/api/accounts/register', {
        email,
        fullName: 'Rita Register',
        password: STRONG_PASSWORD,
        proof,
      }),
    ).toEqual({ status: 200, json: { success: true } });
    const { idToken } = await signIn(email, STRONG_PASSWORD);
    expect(groupsIn(idToken)).toEqual(['own-user']);
    const me = await api('GET', '/api/me', undefined, idToken);
    expect(me).toMatchObject({ status: 200, json: { email, name: 'Rita Register', type: 'own-user' } });
    // The proof was used up; registering again is a conflict, not a second sign-in.
    expect(
      await api('POST', '/api/accounts/register', {
        email,
        fullName: 'Rita',
        password: STRONG_PASSWORD,
        proof,
      }),
    ).toMatchObject(refusal(403, MESSAGES.emailCode.proofRequired));
    expect(
      await api('POST', '/api/accounts/register', {
        email,
        fullName: 'Rita',
        password: STRONG_PASSWORD,
        proof: await proveEmail(email),
      }),
    ).toMatchObject(refusal(409, MESSAGES.account.alreadyRegistered));
  });

  it('lets an anonymous buyer claim the account: code, password, sign-in, their eSIM and order', async () => {
    const email = 'anna.anonymous@example.com';
    const bought = await buyFreeEsim(email, 'Anna Anonymous');

    const proof = await proveEmail(email);
    const check = await api('POST', '/api/accounts/check', { email, proof });
    expect(check.json).toMatchObject({
      exists: true,
      account: { iccids: [bought.iccid], accountType: 'own-user', canSignIn: false },
    });
    const set = await api('POST', '/api/accounts/password', {
      email,
      iccid: bought.iccid,
      password: STRONG_PASSWORD,
      proof,
    });
    expect(set).toEqual({ status: 200, json: { success: true, created: true } });

    const { idToken } = await signIn(email, STRONG_PASSWORD);
    expect(await api('GET', '/api/me', undefined, idToken)).toMatchObject({ json: { iccid: bought.iccid } });
    const esims = await api('GET', '/api/me/esims', undefined, idToken);
    expect(esims.json.esims.map((e: { iccid: string }) => e.iccid)).toEqual([bought.iccid]);
    const orders = await api('GET', '/api/me/orders', undefined, idToken);
    expect(orders.json.orders).toEqual([
      expect.objectContaining({ reference: bought.reference, delivered: true }),
    ]);

    // Changing the password later: a new code, and the answer says it was an update.
    const changed = await api('POST', '/api/accounts/password', {
      email,
      iccid: bought.iccid,
      password: 'N3w!password',
      proof: await proveEmail(email),
    });
    expect(changed.json).toEqual({ success: true, created: false });
    await expect(signIn(email, 'N3w!password')).resolves.toBeDefined();
  });

  it('keeps a purchase with an account’s e-mail out of its list until the owner claims it by code', async () => {
    // The owner and the stranger are clients of their own, as they would be.
    const owner = apiFrom('127.0.0.7');
    const stranger = apiFrom('127.0.0.8');
    const email = 'olga.owner@example.com';
    await owner('POST', '/api/accounts/register', {
      email,
      fullName: 'Olga Owner',
      password: STRONG_PASSWORD,
      proof: await proveEmail(email, owner),
    });
    const { idToken } = await signIn(email, STRONG_PASSWORD);
    const planted = await buyFreeEsim(email, 'Mallory');
    const own = await buyFreeEsim(email, 'Olga Owner', idToken);
    const account = async () => ({
      iccid: (await owner('GET', '/api/me', undefined, idToken)).json.iccid,
      esims: (await owner('GET', '/api/me/esims', undefined, idToken)).json,
      orders: (await owner('GET', '/api/me/orders', undefined, idToken)).json.orders.map(
        (order: { reference: string }) => order.reference,
      ),
    });

    // Signed in with the verified e-mail at checkout: the eSIM is hers at once. The stranger's is not.
    const before = await account();
    expect(before.iccid).toBe(own.iccid);
    expect(before.esims.esims.map((e: { iccid: string }) => e.iccid)).toEqual([own.iccid]);
    expect(before.esims.unclaimed).toBe(1);
    expect(before.orders).toEqual([own.reference]);
    // Still an eSIM of the address for the e-mail's own checks: the stranger sees the one they bought.
    expect((await stranger('POST', '/api/esim/status', { email, iccid: planted.iccid })).status).toBe(200);

    // A verified sign-in alone claims nothing; nor does a proof of another address.
    const proofRequired = refusal(403, MESSAGES.emailCode.proofRequired);
    expect(await owner('POST', '/api/me/esims/claim', { proof: '' }, idToken)).toMatchObject(proofRequired);
    const strangersProof = await proveEmail(ATTACKER, stranger);
    expect(await owner('POST', '/api/me/esims/claim', { proof: strangersProof }, idToken)).toMatchObject(
      proofRequired,
    );
    expect((await account()).esims.esims).toHaveLength(1);

    // The owner's code claims it.
    expect(
      await owner('POST', '/api/me/esims/claim', { proof: await proveEmail(email, owner) }, idToken),
    ).toEqual({ status: 200, json: { claimed: [planted.iccid] } });
    const after = await account();
    expect(after.esims.esims.map((e: { iccid: string }) => e.iccid)).toEqual([own.iccid, planted.iccid]);
    expect(after.esims.unclaimed).toBe(0);
    expect(after.orders.sort()).toEqual([own.reference, planted.reference].sort());
  });

  it('sets nothing with a wrong ICCID or a wrong code', async () => {
    const email = 'walter.wrong@example.com';
    await buyFreeEsim(email, 'Walter Wrong');
    await api('POST', '/api/email-codes', { email });
    const code = await mailedCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await api('POST', '/api/email-codes/verify', { email, code: wrong })).toMatchObject(
      refusal(400, MESSAGES.emailCode.invalid),
    );
    const proof = (await api('POST', '/api/email-codes/verify', { email, code })).json.proof as string;
    expect(
      await api('POST', '/api/accounts/password', {
        email,
        iccid: '8944000000000000055',
        password: STRONG_PASSWORD,
        proof,
      }),
    ).toMatchObject(refusal(403, MESSAGES.account.iccidMismatch));
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: runtime.cognito.userPoolId, Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('never trusts a token for an address its holder has not proved', async () => {
    const email = 'eve.changer@example.com';
    await api('POST', '/api/accounts/register', {
      email,
      fullName: 'Eve Changer',
      password: STRONG_PASSWORD,
      proof: await proveEmail(email),
    });
    const session = await signIn(email, STRONG_PASSWORD);
    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: session.accessToken,
        UserAttributes: [{ Name: 'email', Value: 'victim@example.com' }],
      }),
    );
    const stored = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: runtime.cognito.userPoolId, Username: email }),
    );
    expect(stored.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(email);
    const fresh = await signIn(email, STRONG_PASSWORD);
    for (const token of [session.idToken, fresh.idToken]) {
      expect((await api('GET', '/api/me', undefined, token)).json).toMatchObject({
        email,
        name: 'Eve Changer',
      });
    }

    // A sign-in whose e-mail was never verified is refused by every signed-in route.
    await ensureUser(cognito, runtime.cognito.userPoolId, {
      email: 'victim@example.com',
      password: STRONG_PASSWORD,
      group: 'own-user',
      emailVerified: false,
    });
    const unverified = await signIn('victim@example.com', STRONG_PASSWORD);
    expect(await api('GET', '/api/me', undefined, unverified.idToken)).toMatchObject(
      refusal(403, MESSAGES.emailCode.proofRequired),
    );
    // An access token carries no verified e-mail: only the ID token is accepted.
    expect((await api('GET', '/api/me', undefined, fresh.accessToken)).status).toBe(401);
  });
});
