import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ADMIN } from '../../../infra/data/seed';
import { ensureUser } from '../../../infra/local/cognito-local';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../infra/local/dynamo-local';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';

/** An answer of the API: its status and its JSON body (`null` when it has none). */
export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every route's shape
  json: any;
}

/** The whole shop as it runs locally, its demo admin and one signed-in traveller. */
export interface AdminShop {
  readonly runtime: LocalRuntime;
  /** The demo admin's ID token, and the traveller's (an own-user). */
  readonly adminToken: string;
  readonly userToken: string;
  signIn(email: string, password: string): Promise<string>;
  api(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<ApiAnswer>;
}

/**
 * Starts the whole local shop before a suite's tests (the real handlers behind the local API
 * gateway, cognito-local, DynamoDB Local, the order pipeline on the eSIM simulator, the Stripe and
 * SES stand-ins; no SPA) and stops it after them. The traveller is created as an own-user.
 */
export function useAdminShop(options: {
  /** Names the run's data folder. */
  name: string;
  traveller: { email: string; password: string };
}): AdminShop {
  let dataDir: string | undefined;
  let runtime: LocalRuntime | undefined;
  let cognito: CognitoIdentityProviderClient | undefined;
  let tokens: { admin: string; user: string } | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the shop is not started: use it inside the suite’s tests');
    return value;
  };

  const shop: AdminShop = {
    get runtime() {
      return started(runtime);
    },
    get adminToken() {
      return started(tokens).admin;
    },
    get userToken() {
      return started(tokens).user;
    },
    async signIn(email, password) {
      const result = await started(cognito).send(
        new InitiateAuthCommand({
          ClientId: shop.runtime.cognito.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return result.AuthenticationResult?.IdToken ?? '';
    },
    async api(method, path, { body, token } = {}) {
      const response = await fetch(`${shop.runtime.apiUrl}${path}`, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `${options.name}-`));
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
    await ensureUser(cognito, runtime.cognito.userPoolId, { ...options.traveller, group: 'own-user' });
    const [admin, user] = await Promise.all([
      shop.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
      shop.signIn(options.traveller.email, options.traveller.password),
    ]);
    tokens = { admin, user };
  }, 120_000);

  afterAll(async () => {
    cognito?.destroy();
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return shop;
}
