import * as z from 'zod';

/** What Amplify needs to reach the user pool: ids, and a custom endpoint locally (cognito-local). */
export const cognitoConfigSchema = z.object({
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  userPoolEndpoint: z.url().optional(),
});
export type CognitoConfig = z.infer<typeof cognitoConfigSchema>;

/** `/config.json`, written next to the SPA by the CDK stack (region and the pool's ids). */
const servedConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
});

type PublicEnv = Partial<Record<`VITE_COGNITO_${string}`, string | undefined>>;

/**
 * The pool settings of this build. The local runtime hands them to Vite as `VITE_COGNITO_*` (with
 * cognito-local's endpoint); a build for AWS has none and reads `/config.json`, which the stack
 * serves through CloudFront, so one build works in every stage.
 */
export async function loadCognitoConfig(
  env: PublicEnv = import.meta.env,
  fetchConfig: typeof fetch = fetch,
): Promise<CognitoConfig> {
  if (env.VITE_COGNITO_USER_POOL_ID) {
    return cognitoConfigSchema.parse({
      userPoolId: env.VITE_COGNITO_USER_POOL_ID,
      userPoolClientId: env.VITE_COGNITO_CLIENT_ID,
      userPoolEndpoint: env.VITE_COGNITO_ENDPOINT || undefined,
    });
  }
  const response = await fetchConfig('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const served = servedConfigSchema.parse(await response.json());
  return { userPoolId: served.userPoolId, userPoolClientId: served.userPoolClientId };
}
