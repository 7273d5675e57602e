import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolCommand,
  DescribeUserPoolCommand,
  type CreateUserPoolCommandInput,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_TYPES, type AccountType } from '../../shared/api/accounts.schema';
import { PASSWORD_POLICY } from '../../shared/validation/password-policy';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamo-local';
import { freePort, waitUntil } from './free-port';
import { spawnService } from './runtime/child-processes';

export const LOCAL_USER_POOL_NAME = 'esim-shop-local';
const LOCAL_CLIENT_NAME = 'esim-shop-web';

export interface CognitoLocal {
  /** Base URL, for `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` and Amplify's `userPoolEndpoint`. */
  endpoint: string;
  port: number;
  pid: number;
  client: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local 5.3.0 as a child process, with the admin MFA action it lacks added
 * (`cognito-local-server.ts`). It keeps its data in `.cognito/` under its working directory, so the
 * working directory is `dataDir`. Tokens are issued by `http://127.0.0.1:<port>`.
 */
export async function startCognitoLocal(options: { port?: number; dataDir: string }): Promise<CognitoLocal> {
  const port = options.port ?? (await freePort());
  const configDir = join(options.dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  // The issuer must match the URL the verifiers fetch the JWKS from, whatever port this run uses.
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify({
      TokenConfig: { IssuerDomain: endpoint },
      UserPoolDefaults: { UsernameAttributes: ['email'] },
    }),
  );
  const require = createRequire(import.meta.url);
  // The entry is TypeScript: tsx's loader, resolved from here since the working directory is `dataDir`.
  const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
  const entry = fileURLToPath(new URL('./cognito-local-server.ts', import.meta.url));
  const service = spawnService(process.execPath, ['--import', tsxLoader, entry], {
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
  });
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const stop = async () => {
    client.destroy();
    await service.stop();
  };
  try {
    await waitUntil(
      'cognito-local',
      async () => {
        if (service.child.exitCode !== null)
          throw new Error(`exited with ${service.child.exitCode}: ${service.output()}`);
        await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
      },
      30_000,
      150,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, pid: service.pid, client, stop };
}

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
  /** Token issuer, as API Gateway's Cognito authorizer would check it. */
  issuer: string;
  jwksUrl: string;
}

/**
 * The pool settings of the CDK auth construct that cognito-local knows: e-mail sign-in, no self
 * sign-up, the password policy, optional TOTP, and a changed e-mail kept unused until verified.
 * (cognito-local stores but does not enforce the first ones; it does keep the original e-mail.)
 */
const POOL_SETTINGS = {
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  MfaConfiguration: 'OPTIONAL',
  Policies: {
    PasswordPolicy: {
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
    },
  },
} satisfies Omit<CreateUserPoolCommandInput, 'PoolName'>;

/**
 * Whether a stored pool has the settings above; a pool from an older version may not. cognito-local
 * describes a pool without its UserAttributeUpdateSettings and fills a missing password policy with
 * AWS's defaults, so the admin-only sign-up, which came with them, tells.
 */
async function isCurrentPool(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
  return UserPool?.AdminCreateUserConfig?.AllowAdminCreateUserOnly === true;
}

/**
 * Creates what the CDK auth construct creates, once: the user pool (e-mail sign-in), one group per
 * account type and a public app client with USER_PASSWORD_AUTH (cognito-local has no SRP). Safe to
 * run on every start: existing pieces are found by name and kept. A pool left by an older version,
 * without today's settings, is replaced (its sign-ins go with it; the demo admin is seeded again):
 * cognito-local cannot change those settings on an existing pool.
 */
export async function ensureUserPool(
  cognito: Pick<CognitoLocal, 'client' | 'endpoint'>,
): Promise<LocalUserPool> {
  const { client } = cognito;
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_USER_POOL_NAME)?.Id;
  if (userPoolId && !(await isCurrentPool(client, userPoolId))) {
    await client.send(new DeleteUserPoolCommand({ UserPoolId: userPoolId }));
    userPoolId = undefined;
  }
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({ PoolName: LOCAL_USER_POOL_NAME, ...POOL_SETTINGS }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  }

  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existingGroups = new Set(groups.Groups?.map((g) => g.GroupName));
  for (const group of ACCOUNT_TYPES) {
    if (!existingGroups.has(group))
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }

  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === LOCAL_CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: LOCAL_CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    if (!clientId) throw new Error('cognito-local did not return an app client id');
  }

  const issuer = `${cognito.endpoint}/${userPoolId}`;
  return { userPoolId, clientId, issuer, jwksUrl: `${issuer}/.well-known/jwks.json` };
}

/**
 * Creates a confirmed user with a permanent password in `group`, unless the e-mail already exists.
 * The e-mail is marked verified unless `emailVerified` is false; then the attribute is left out
 * altogether, since cognito-local's ID token turns any value, 'false' included, into `true`.
 */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: {
    email: string;
    password: string;
    name?: string;
    group: AccountType;
    emailVerified?: boolean;
  },
): Promise<{ created: boolean }> {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
    return { created: false };
  } catch (error) {
    if (
      !(error instanceof UserNotFoundException) &&
      (error as { name?: string }).name !== 'UserNotFoundException'
    ) {
      throw error;
    }
  }
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        ...(user.emailVerified === false ? [] : [{ Name: 'email_verified', Value: 'true' }]),
        ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: user.group }),
  );
  return { created: true };
}
