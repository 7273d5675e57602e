import * as z from 'zod';
import { TABLE_IDS, tableEnvVar, type TableId } from '../../infra/data/table-definitions';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined));

const envSchema = z.object({
  AWS_REGION: z.string().default('eu-west-1'),
  SHOP_URL: optional.pipe(z.url().optional()),
  STATE_MACHINE_ARN: optional,
  STRIPE_SECRET_ARN: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  ESIM_PROVIDER_URL: optional,
  ESIM_PROVIDER_SECRET_ARN: optional,
  ESIM_PROVIDER_CLIENT_ID: optional,
  ESIM_PROVIDER_CLIENT_SECRET: optional,
  MAIL_FROM: optional,
  BRAND_FIXED_CODE: optional,
  COGNITO_JWKS_URL: optional,
  COGNITO_ISSUER: optional,
  COGNITO_CLIENT_ID: optional,
  COGNITO_USER_POOL_ID: optional,
  BRAND_ASSETS_BUCKET: optional,
  BRAND_ASSETS_PREFIX: optional.transform((s) => s?.replace(/^\/+|\/+$/g, '') || 'brand-assets'),
  /** Base URL brand assets are served from; the shop's origin (CloudFront) when unset. */
  BRAND_ASSETS_URL: optional.pipe(z.url().optional()),
  /** The support mailbox: gets a copy of every support ticket and is shown on /support. */
  SUPPORT_MAILBOX: optional.pipe(z.email().optional()),
  /** Which support assistant answers the chat: `local` (no network, the default) or `bedrock`. */
  CHAT_ASSISTANT: z.enum(['local', 'bedrock']).default('local'),
  /** The Bedrock model (or inference profile) id the `bedrock` assistant converses with. */
  BEDROCK_MODEL_ID: optional,
  /** Set only for a local stand-in, which needs path-style bucket addressing. */
  AWS_ENDPOINT_URL_S3: optional,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  tables: Partial<Record<TableId, string>>;
}

/** Parses the Lambda environment; throws one readable error listing every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const tables: Partial<Record<TableId, string>> = {};
  for (const id of TABLE_IDS) {
    const name = env[tableEnvVar(id)]?.trim();
    if (name) tables[id] = name;
  }
  return { ...parsed.data, tables };
}

let cached: Config | undefined;

/** The configuration, read once per cold start. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Forgets the cached configuration (tests change the environment between cases). */
export function resetConfig(): void {
  cached = undefined;
}

/** A setting this code path cannot run without; a clear error instead of an undefined deep down. */
export function required<K extends keyof Config>(cfg: Config, key: K): NonNullable<Config[K]> {
  const value = cfg[key];
  if (value === undefined || value === null) throw new Error(`Missing configuration: ${String(key)}`);
  return value as NonNullable<Config[K]>;
}

export function tableName(cfg: Config, id: TableId): string {
  const name = cfg.tables[id];
  if (!name) throw new Error(`Missing configuration: ${tableEnvVar(id)}`);
  return name;
}
