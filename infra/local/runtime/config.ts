import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from '../../../shared/validation/zod';

/** A TCP port; 0 asks the runtime to pick a free one. */
const port = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65_535)), fallback);
/** Treats an empty value (`KEY=` in .env) as unset, so the default applies. */
const optionalText = z.pipe(
  z.transform((v) => (v === '' ? undefined : v)),
  z.optional(z.string().check(z.trim(), z.minLength(1))),
);

/**
 * Environment variable → setting, for every knob of the local shop. `.env.example` documents each one;
 * the names are what a user types, so the error messages name them too.
 */
export const runtimeEnvSchema = z
  .object({
    SHOP_PORT: port(5173),
    API_PORT: port(3001),
    DYNAMODB_PORT: port(0),
    COGNITO_PORT: port(0),
    SES_PORT: port(0),
    S3_PORT: port(0),
    STEP_FUNCTIONS_PORT: port(0),
    ESIM_SIMULATOR_PORT: port(0),
    STRIPE_STANDIN_PORT: port(0),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    ESIM_PROVIDER_URL: z.pipe(
      z.transform((v) => (v === '' ? undefined : v)),
      z.optional(z.url()),
    ),
    ESIM_PROVIDER_CLIENT_ID: optionalText,
    ESIM_PROVIDER_CLIENT_SECRET: optionalText,
    ESIM_SIM_ALLOCATION_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 2000),
    ESIM_SIM_ERROR_RATE: z._default(z.coerce.number().check(z.gte(0), z.lte(1)), 0),
    ESIM_SIM_LATENCY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
    ESIM_SIM_ACTIVATION_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 60_000),
    PIPELINE_ALLOCATION_DELAY_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 2),
    PIPELINE_POLL_INTERVAL_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    ORDER_STALL_MINUTES: z._default(z.coerce.number().check(z.positive()), 10),
    ORDER_SWEEP_INTERVAL_SECONDS: z._default(z.coerce.number().check(z.positive()), 60),
    CATALOGUE_SYNC_INTERVAL_MINUTES: z._default(z.coerce.number().check(z.positive()), 1440),
    CATALOGUE_CACHE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 30),
    MAIL_FROM: z._default(z.string().check(z.trim(), z.minLength(3)), 'Roamly eSIM <orders@roamly.example>'),
    SUPPORT_MAILBOX: z.pipe(
      z.transform((v) => (v === '' ? undefined : v)),
      z._default(z.email(), 'support@roamly.example'),
    ),
    REQUIRE_ADMIN_TOTP: z.pipe(
      z.transform((v) => (v === '' ? undefined : v)),
      z._default(z.enum(['true', 'false']), 'false'),
    ),
    DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), '.local'),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: 'is required with STRIPE_SECRET_KEY (the whsec_… secret that `stripe listen` prints)',
        });
      }
      if (env.ESIM_PROVIDER_URL && !(env.ESIM_PROVIDER_CLIENT_ID && env.ESIM_PROVIDER_CLIENT_SECRET)) {
        ctx.addIssue({
          code: 'custom',
          path: ['ESIM_PROVIDER_CLIENT_ID'],
          message: 'and ESIM_PROVIDER_CLIENT_SECRET are required with ESIM_PROVIDER_URL',
        });
      }
    }),
  );

/** Env var that sets each listening port, used to tell the user what to change when a port is taken. */
export const PORT_ENV_VARS = {
  shop: 'SHOP_PORT',
  api: 'API_PORT',
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  ses: 'SES_PORT',
  s3: 'S3_PORT',
  stepFunctions: 'STEP_FUNCTIONS_PORT',
  esimSimulator: 'ESIM_SIMULATOR_PORT',
  stripeStandin: 'STRIPE_STANDIN_PORT',
} as const;
export type ServiceName = keyof typeof PORT_ENV_VARS;

export interface RuntimeConfig {
  ports: Record<ServiceName, number>;
  /** Real Stripe test mode when set; the local stand-in otherwise. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** A real eSIM provider when set; the simulator otherwise. */
  esimProvider: { url: string; clientId: string; clientSecret: string } | null;
  simulator: { allocationDelayMs: number; errorRate: number; latencyMs: number; activationDelayMs: number };
  /** When the pipeline checks for the ICCID: first after the typical allocation delay, then every interval. */
  pipeline: { allocationDelaySeconds: number; pollIntervalSeconds: number };
  /** A paid order without progress for this long is resumed by the sweeper and by Retry Flow. */
  orderStallMinutes: number;
  /** How often the stalled-order sweeper runs. */
  orderSweepIntervalSeconds: number;
  /** How often the provider's product list is imported into the catalogue (AWS: daily). */
  catalogueSyncIntervalMinutes: number;
  /** How long each function keeps the published catalogue (AWS: CATALOGUE_FUNCTION_CACHE_SECONDS). */
  catalogueCacheSeconds: number;
  mailFrom: string;
  /** Gets a copy of every support ticket (see it in the mail viewer) and is shown on /support. */
  supportMailbox: string;
  /** Own-admins must sign in with an authenticator app (REQUIRE_ADMIN_TOTP); off by default locally. */
  requireAdminTotp: boolean;
  /** Absolute path of the folder that keeps every stand-in's data between runs. */
  dataDir: string;
}

/** Raised for settings that cannot work; the message is meant for the terminal as is. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Parses the environment into the runtime's settings; relative DATA_DIR is taken from `cwd`. */
export function parseRuntimeConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): RuntimeConfig {
  const parsed = runtimeEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new RuntimeConfigError(`Invalid settings (environment or .env):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ports: {
      shop: e.SHOP_PORT,
      api: e.API_PORT,
      dynamodb: e.DYNAMODB_PORT,
      cognito: e.COGNITO_PORT,
      ses: e.SES_PORT,
      s3: e.S3_PORT,
      stepFunctions: e.STEP_FUNCTIONS_PORT,
      esimSimulator: e.ESIM_SIMULATOR_PORT,
      stripeStandin: e.STRIPE_STANDIN_PORT,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    esimProvider:
      e.ESIM_PROVIDER_URL && e.ESIM_PROVIDER_CLIENT_ID && e.ESIM_PROVIDER_CLIENT_SECRET
        ? {
            url: e.ESIM_PROVIDER_URL,
            clientId: e.ESIM_PROVIDER_CLIENT_ID,
            clientSecret: e.ESIM_PROVIDER_CLIENT_SECRET,
          }
        : null,
    simulator: {
      allocationDelayMs: e.ESIM_SIM_ALLOCATION_DELAY_MS,
      errorRate: e.ESIM_SIM_ERROR_RATE,
      latencyMs: e.ESIM_SIM_LATENCY_MS,
      activationDelayMs: e.ESIM_SIM_ACTIVATION_DELAY_MS,
    },
    pipeline: {
      allocationDelaySeconds: e.PIPELINE_ALLOCATION_DELAY_SECONDS,
      pollIntervalSeconds: e.PIPELINE_POLL_INTERVAL_SECONDS,
    },
    orderStallMinutes: e.ORDER_STALL_MINUTES,
    orderSweepIntervalSeconds: e.ORDER_SWEEP_INTERVAL_SECONDS,
    catalogueSyncIntervalMinutes: e.CATALOGUE_SYNC_INTERVAL_MINUTES,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    mailFrom: e.MAIL_FROM,
    supportMailbox: e.SUPPORT_MAILBOX,
    requireAdminTotp: e.REQUIRE_ADMIN_TOTP === 'true',
    dataDir: resolve(cwd, e.DATA_DIR),
  };
}

/**
 * Reads `.env` from `cwd` into `process.env` when the file exists (variables already set win, as
 * with Node's own loader), then parses the settings.
 */
export function loadRuntimeConfig(cwd = process.cwd()): RuntimeConfig {
  const envFile = resolve(cwd, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseRuntimeConfig(process.env, cwd);
}
