import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminCatalogue, ZonePriceVersions } from '../../shared/api/catalogue-admin.schema';
import type { CatalogueResponse } from '../../shared/api/catalogue.schema';
import type { CheckoutResponse } from '../../shared/api/checkout.schema';
import type { OrderView } from '../../shared/api/orders.schema';
import { withVatCents } from '../../shared/pricing/pricing';
import { DEMO_ADMIN } from '../../infra/data/seed';
import { ensureUser } from '../../infra/local/cognito-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamo-local';
import { useLocalRuntime } from '../support/local-runtime';

const NEW_BUNDLE = '01300_1';
const TRAVELLER = { email: 'traveller@example.com', password: 'Traveller-demo-2026!' };

/**
 * The operator's catalogue against the whole local shop: the eSIM simulator's product list, the
 * catalogue table in DynamoDB Local, the functions with a one-second catalogue cache, Cognito.
 */
describe('catalogue sync and pricing, through the local shop', () => {
  const shop = useLocalRuntime('catalogue-sync', { CATALOGUE_CACHE_SECONDS: '1' });
  const tokens: Record<string, string> = {};

  async function signIn(email: string, password: string): Promise<string> {
    const { cognito } = shop();
    const client = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    try {
      const result = await client.send(
        new InitiateAuthCommand({
          ClientId: cognito.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return result.AuthenticationResult?.IdToken ?? '';
    } finally {
      client.destroy();
    }
  }

  beforeAll(async () => {
    const { cognito } = shop();
    const client = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    await ensureUser(client, cognito.userPoolId, { ...TRAVELLER, group: 'own-user' });
    client.destroy();
    tokens['admin'] = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    tokens['user'] = await signIn(TRAVELLER.email, TRAVELLER.password);
  });

  async function call<T>(method: string, path: string, body?: unknown, token = tokens['admin']) {
    const response = await fetch(`${shop().apiUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, json: (await response.json()) as T };
  }

  const checkout = (bundleId: string) =>
    call<CheckoutResponse>(
      'POST',
      '/api/checkout',
      { bundleId, name: 'Tess Traveller', email: 'tess@example.com', acceptTerms: true },
      '',
    );

  /** Asks until the shop answers as expected: every function keeps the catalogue up to its cache time. */
  async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await ask();
      if (done(answer) || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('sells what a fresh local shop sold: the spec’s 35 bundles in six zones, Europe at the spec’s prices', async () => {
    const { status, headers, json } = await call<CatalogueResponse>('GET', '/api/catalogue', undefined, '');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    expect(headers.get('etag')).toBeTruthy();
    expect(json.bundles).toHaveLength(35);
    expect(json.zones.map((zone) => zone.name)).toEqual([
      'Europe',
      'North America',
      'Central and South America',
      'Asia Pacific',
      'Middle East',
      'Africa',
    ]);
    expect(json.prices['Europe']?.esim['1GB']).toBe(459);
  });

  it('adds a new bundle from the provider inactive; activated and priced, it sells at that price without a restart', async () => {
    const before = await call<AdminCatalogue>('GET', '/api/admin/catalogue');
    expect(before.json.bundles.some((bundle) => bundle.id === NEW_BUNDLE)).toBe(false);

    const synced = await call<AdminCatalogue>('POST', '/api/admin/catalogue/sync');
    expect(synced.status).toBe(200);
    expect(synced.json.lastSync).toMatchObject({ outcome: 'succeeded', added: [NEW_BUNDLE], dropped: [] });
    expect(synced.json.bundles.find((bundle) => bundle.id === NEW_BUNDLE)).toMatchObject({
      state: 'inactive',
      costCents: 321,
      flags: ['new-from-provider'],
      sellable: false,
    });
    expect((await checkout(NEW_BUNDLE)).status).toBe(400);

    const activated = await call<AdminCatalogue>('POST', `/api/admin/catalogue/bundles/${NEW_BUNDLE}/state`, {
      state: 'active',
    });
    expect(activated.json.bundles.find((bundle) => bundle.id === NEW_BUNDLE)?.sellable).toBe(true);
    // A 2 GB bundle: Europe's 3 GB cells. The operator sets them for it.
    const europe = activated.json.zones.find((zone) => zone.name === 'Europe')!;
    const prices = europe.prices!;
    const priced = await call<AdminCatalogue>('PUT', '/api/admin/catalogue/zones/Europe/pricing', {
      pricing: { kind: 'table', esim: { ...prices.esim, '3GB': 799 }, topup: prices.topup },
    });
    expect(priced.status).toBe(200);
    expect(priced.json.bundles.find((bundle) => bundle.id === NEW_BUNDLE)).toMatchObject({
      priceCents: 799,
      marginPercent: 148.9,
    });

    const sold = await eventually(
      () => checkout(NEW_BUNDLE),
      (answer) => answer.status === 200,
    );
    expect(sold.status).toBe(200);
    expect(sold.json.quote.priceCents).toBe(withVatCents(799));
    const catalogue = await eventually(
      () => call<CatalogueResponse>('GET', '/api/catalogue', undefined, ''),
      (answer) => answer.json.bundles.some((row) => row['Bundle ID'] === NEW_BUNDLE),
    );
    expect(catalogue.json.prices['Europe']?.esim['3GB']).toBe(799);

    // The order keeps the price it was sold at when the price changes again.
    await call('PUT', '/api/admin/catalogue/zones/Europe/pricing', {
      pricing: { kind: 'table', esim: { ...prices.esim, '3GB': 899 }, topup: prices.topup },
    });
    await eventually(
      () => call<CatalogueResponse>('GET', '/api/catalogue', undefined, ''),
      (answer) => answer.json.prices['Europe']?.esim['3GB'] === 899,
    );
    const order = await call<OrderView>(
      'GET',
      `/api/orders/${encodeURIComponent(sold.json.orderReference)}`,
      undefined,
      '',
    );
    expect(order.json.summary.quote.priceCents).toBe(withVatCents(799));

    const versions = await call<ZonePriceVersions>('GET', '/api/admin/catalogue/zones/Europe/versions');
    expect(versions.json.versions.map((version) => [version.version, version.by])).toEqual([
      [3, DEMO_ADMIN.email],
      [2, DEMO_ADMIN.email],
      [1, 'seed'],
    ]);
    const rolledBack = await call<AdminCatalogue>('POST', '/api/admin/catalogue/zones/Europe/rollback', {
      version: 2,
    });
    expect(rolledBack.json.zones.find((zone) => zone.name === 'Europe')?.prices?.esim['3GB']).toBe(799);
  });

  it('refuses a price below cost without the confirmation, and bad prices, with a 4xx and nothing saved', async () => {
    const before = await call<AdminCatalogue>('GET', '/api/admin/catalogue');
    const prices = before.json.zones.find((zone) => zone.name === 'Europe')!.prices!;
    const below = await call<{ error: { code: string; fields: Record<string, string> } }>(
      'PUT',
      '/api/admin/catalogue/zones/Europe/pricing',
      { pricing: { kind: 'table', esim: { ...prices.esim, '1GB': 100 }, topup: prices.topup } },
    );
    expect(below.status).toBe(409);
    expect(Object.keys(below.json.error.fields)).toEqual(['esim.1GB']);
    for (const cell of [0, -1, 'cheap', 10_000_000]) {
      const bad = await call('PUT', '/api/admin/catalogue/zones/Europe/pricing', {
        pricing: { kind: 'table', esim: { ...prices.esim, '1GB': cell }, topup: prices.topup },
      });
      expect(bad.status).toBe(400);
    }
    const badRule = await call('PUT', '/api/admin/catalogue/zones/Africa/pricing', {
      pricing: { kind: 'rule', marginPercent: 0, ending: 99 },
    });
    expect(badRule.status).toBe(400);
    const after = await call<AdminCatalogue>('GET', '/api/admin/catalogue');
    expect(after.json.revision).toBe(before.json.revision);
  });

  it('records a malformed provider answer as a failed sync and changes nothing else', async () => {
    const before = await call<AdminCatalogue>('GET', '/api/admin/catalogue');
    shop().simulator!.setFaults({ malformedProducts: true });
    try {
      const failed = await call<AdminCatalogue>('POST', '/api/admin/catalogue/sync');
      expect(failed.status).toBe(200);
      expect(failed.json.lastSync).toMatchObject({ outcome: 'failed', added: [], dropped: [] });
      expect(failed.json.lastSync?.error).toMatch(/Malformed product list/);
      expect(failed.json.bundles).toEqual(before.json.bundles);
      expect(failed.json.zones).toEqual(before.json.zones);
    } finally {
      shop().simulator!.setFaults({});
    }
  });

  it('names a zone with a space in its path, and shows its seeded rule as version 1', async () => {
    const { status, json } = await call<ZonePriceVersions>(
      'GET',
      `/api/admin/catalogue/zones/${encodeURIComponent('Middle East')}/versions`,
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ zone: 'Middle East', current: 1 });
    expect(json.versions).toEqual([
      expect.objectContaining({
        version: 1,
        by: 'seed',
        after: { kind: 'rule', marginPercent: 40, ending: 99 },
      }),
    ]);
  });

  it('answers 403 to an own-user and 401 without a token on every catalogue route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/catalogue'],
      ['POST', '/api/admin/catalogue/sync'],
      ['POST', `/api/admin/catalogue/bundles/${NEW_BUNDLE}/state`, { state: 'withdrawn' }],
      ['POST', '/api/admin/catalogue/zones/Europe/state', { state: 'withdrawn' }],
      [
        'PUT',
        '/api/admin/catalogue/zones/Europe/pricing',
        { pricing: { kind: 'rule', marginPercent: 10, ending: 99 } },
      ],
      ['GET', '/api/admin/catalogue/zones/Europe/versions'],
      ['POST', '/api/admin/catalogue/zones/Europe/rollback', { version: 1 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, body, tokens['user'])).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, body, '')).status, `${method} ${path}`).toBe(401);
    }
  });
});
