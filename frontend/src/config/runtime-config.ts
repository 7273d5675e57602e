import * as z from '@shared/validation/zod';

const nonEmpty = () => z.string().check(z.trim(), z.minLength(1));

/**
 * What the SPA must know about its deployment to sign people in. On AWS the stack serves it as
 * `/config.json` (region, user pool and web client ids); `npm start` bakes the local pool's ids
 * and endpoint into the build as `VITE_COGNITO_*`.
 */
const runtimeConfigSchema = z.object({
  region: z.optional(nonEmpty()),
  userPoolId: nonEmpty(),
  userPoolClientId: nonEmpty(),
  /** Cognito's endpoint when it is not AWS's own (Amplify's `userPoolEndpoint`). */
  userPoolEndpoint: z.optional(z.url()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

type CognitoEnv = Pick<
  ImportMetaEnv,
  'VITE_COGNITO_USER_POOL_ID' | 'VITE_COGNITO_CLIENT_ID' | 'VITE_COGNITO_ENDPOINT'
>;

const CONFIG_URL = '/config.json';

async function fetchConfigFile(fetcher: typeof fetch): Promise<unknown> {
  const response = await fetcher(CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`The shop's settings could not be loaded (${CONFIG_URL}: ${response.status})`);
  return response.json();
}

/**
 * The deployment's settings, validated: from the build's `VITE_COGNITO_*` values when they name a
 * user pool, otherwise from `/config.json`. Throws naming each bad field, so a broken deployment
 * says what is wrong instead of failing at the first sign-in.
 */
export async function resolveRuntimeConfig(
  env: CognitoEnv,
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const raw = env.VITE_COGNITO_USER_POOL_ID
    ? {
        userPoolId: env.VITE_COGNITO_USER_POOL_ID,
        userPoolClientId: env.VITE_COGNITO_CLIENT_ID,
        userPoolEndpoint: env.VITE_COGNITO_ENDPOINT || undefined,
      }
    : await fetchConfigFile(fetcher);
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`The shop's settings are invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
