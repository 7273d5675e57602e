import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ADMIN } from '../../../infra/data/seed';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/dynamo-local';
import type { StoredMail } from '../../../infra/local/ses-local';
import { restartableRuntime, type RuntimeChild } from '../../support/runtime-child';

/** A 2×1 PNG, as an admin's logo file. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGGEMADfUBAH3N6KQAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A re-branded shop stays re-branded when `npm start` runs again: the stand-ins come back on other
 * ports, and the logo, the sender of its mail and the address /support shows are still the brand's.
 */
describe('a re-branded shop after a restart of the local runtime', () => {
  const shop = restartableRuntime('brand-restart-', {
    // Every stand-in on a free port: another one on each start, as when the usual ports are taken.
    S3_PORT: '0',
    RUNTIME_SPA: 'dev',
    MAIL_FROM: 'Roamly eSIM <orders@roamly.example>',
    SUPPORT_MAILBOX: 'support@roamly.example',
  });
  let runtime: RuntimeChild | null = null;

  const started = () => {
    if (!runtime?.info.shopUrl) throw new Error('The runtime is not running with its shop');
    return { ...runtime.info, shopUrl: runtime.info.shopUrl };
  };

  // Through the shop's origin, as the browser calls the API.
  async function call(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(`${started().shopUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes' shapes
    return { status: response.status, json: (await response.json().catch(() => null)) as any };
  }

  async function adminToken(): Promise<string> {
    const { cognito } = started();
    const client = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const result = await client.send(
      new InitiateAuthCommand({
        ClientId: cognito.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO_ADMIN.email, PASSWORD: DEMO_ADMIN.password },
      }),
    );
    client.destroy();
    return result.AuthenticationResult?.IdToken ?? '';
  }

  async function mailTo(address: string): Promise<StoredMail | undefined> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { emails } = (await (await fetch(`${started().mailViewerUrl}store`)).json()) as {
        emails: StoredMail[];
      };
      const mail = emails.find((m) => m.destination.to.some((to) => to.includes(address)));
      if (mail || Date.now() > deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** The logo as the shop serves it at `logoUrl`, the address the brand holds. */
  async function servedLogo(logoUrl: string) {
    const response = await fetch(new URL(logoUrl, started().shopUrl));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('keeps the logo, the mail sender and the support address of the brand', async () => {
    runtime = await shop.start();
    const token = await adminToken();
    const issued = await call(
      'POST',
      '/api/admin/brand/logo',
      { contentType: 'image/png', size: LOGO_PNG.length },
      token,
    );
    expect(issued.status).toBe(200);
    const put = await fetch(issued.json.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: LOGO_PNG,
    });
    expect(put.status).toBe(200);
    const published = await call(
      'POST',
      '/api/admin/brand/logo/publish',
      { uploadId: issued.json.uploadId },
      token,
    );
    expect(published.status).toBe(200);
    const logoUrl: string = published.json.logoUrl;
    const saved = await call(
      'PUT',
      '/api/admin/brand',
      { name: 'Festival Roam', logoUrl, supportEmail: 'help@festival.example' },
      token,
    );
    expect(saved.status).toBe(200);
    expect(await servedLogo(logoUrl)).toEqual({ status: 200, type: 'image/png', bytes: LOGO_PNG });
    // The shop's origin serves reads of the published logos only.
    expect((await fetch(new URL(logoUrl, started().shopUrl), { method: 'PUT', body: 'x' })).status).toBe(404);
    const firstS3 = new URL(issued.json.uploadUrl).port;

    await runtime.stop();
    runtime = await shop.start();
    const token2 = await adminToken();
    const issuedAgain = await call(
      'POST',
      '/api/admin/brand/logo',
      { contentType: 'image/png', size: 10 },
      token2,
    );
    expect(new URL(issuedAgain.json.uploadUrl).port).not.toBe(firstS3);

    const brand = await call('GET', '/api/brand');
    expect(brand.json).toMatchObject({
      name: 'Festival Roam',
      logoUrl,
      supportEmail: 'help@festival.example',
    });
    expect(await servedLogo(brand.json.logoUrl)).toEqual({ status: 200, type: 'image/png', bytes: LOGO_PNG });

    expect((await call('GET', '/api/support/contact')).json).toEqual({ email: 'help@festival.example' });

    const traveller = `restart-${Date.now()}@example.com`;
    expect((await call('POST', '/api/email-codes', { email: traveller })).status).toBe(200);
    const mail = await mailTo(traveller);
    expect(mail?.from).toContain('"Festival Roam" <orders@roamly.example>');
    expect(mail?.from).not.toContain('Roamly eSIM');
    // The mail loads the logo from the shop as it runs now, on a white plate.
    expect(mail?.body.html).toContain(
      `<td style="background:#ffffff;border-radius:6px;padding:6px 10px"><img src="${started().shopUrl}${logoUrl}"`,
    );
  }, 360_000);
});
