import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ensureUser,
  ensureUserPool,
  LOCAL_USER_POOL_NAME,
  startCognitoLocal,
  type CognitoLocal,
  type LocalUserPool,
} from './cognito-local';

const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('the local user pool', () => {
  let dataDir: string;
  let cognito: CognitoLocal;
  let pool: LocalUserPool;
  let olderPoolId: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cognito-local-'));
    cognito = await startCognitoLocal({ dataDir });
    // A pool as an older version of the shop left it: length-only passwords, e-mail changes at once.
    const older = await cognito.client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_USER_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 8 } },
      }),
    );
    olderPoolId = older.UserPool?.Id;
    pool = await ensureUserPool(cognito);
  });

  afterAll(async () => {
    await cognito?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async (email: string, password: string) =>
    (
      await cognito.client.send(
        new InitiateAuthCommand({
          ClientId: pool.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      )
    ).AuthenticationResult;

  it('replaces a pool an older version left behind, once, and keeps the current one', async () => {
    const named = async () =>
      (await cognito.client.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools?.filter(
        (p) => p.Name === LOCAL_USER_POOL_NAME,
      );
    expect(olderPoolId).toBeDefined();
    expect(pool.userPoolId).not.toBe(olderPoolId);
    expect((await named())?.map((p) => p.Id)).toEqual([pool.userPoolId]);
    expect((await ensureUserPool(cognito)).userPoolId).toBe(pool.userPoolId);
  });

  it('keeps a changed e-mail unused until the new address is verified', async () => {
    await ensureUser(cognito.client, pool.userPoolId, {
      email: 'mallory@example.com',
      password: 'Mall0ry!pass',
      group: 'own-user',
    });
    const session = await signIn('mallory@example.com', 'Mall0ry!pass');
    await cognito.client.send(
      new UpdateUserAttributesCommand({
        AccessToken: session?.AccessToken,
        UserAttributes: [{ Name: 'email', Value: 'victim@example.com' }],
      }),
    );
    const stored = await cognito.client.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: 'mallory@example.com' }),
    );
    expect(stored.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe('mallory@example.com');
    const again = claimsOf((await signIn('mallory@example.com', 'Mall0ry!pass'))?.IdToken);
    expect(again).toMatchObject({ email: 'mallory@example.com', email_verified: true });
  });

  it('issues email_verified false for a sign-in created without a verified e-mail', async () => {
    await ensureUser(cognito.client, pool.userPoolId, {
      email: 'unproven@example.com',
      password: 'Unpr0ven!pass',
      group: 'own-user',
      emailVerified: false,
    });
    const claims = claimsOf((await signIn('unproven@example.com', 'Unpr0ven!pass'))?.IdToken);
    expect(claims['email_verified']).toBe(false);
  });
});
