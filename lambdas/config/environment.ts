import * as z from '../../shared/validation/zod';
import { TABLE_IDS, tableEnvVar, type TableId } from '../data/table-definitions';
import type { FunctionAccess } from '../../shared/api/function-access';
import { SECRET_SCHEMAS, secretFields, type SecretId, type SecretValue } from './secrets';

/**
 * A function's environment, written and read in one place. The CDK stack, the local runtime and the
 * test harnesses call `functionEnvironment` to produce a function's variables from what it is
 * granted; the function parses them once per cold start with `config()`. A variable exists only
 * for a resource the function is granted, so a handler that reaches for anything else fails with
 * "Missing configuration: <VARIABLE>" instead of touching it.
 */

/** Credentials of a secret: its Secrets Manager ARN (deployed), or the values themselves (local runs). */
export type CredentialSource<Id extends SecretId> = { secretArn: string } | { value: SecretValue<Id> };

/**
 * The chat's support assistant: Amazon Bedrock's Converse API with this model or inference profile id,
 * or the local assistant, which needs no model and no network.
 */
export type ChatAssistantSetting = { kind: 'bedrock'; modelId: string } | { kind: 'local' };

/**
 * The CDN in front of the public answers: CloudFront's distribution (AWS), or none (local runs and
 * tests), where there is nothing to invalidate.
 */
export type EdgeCacheSetting = { kind: 'cloudfront'; distributionId: string } | { kind: 'local' };

export interface TokenIssuer {
  issuer: string;
  jwksUrl: string;
  clientId: string;
}

/** The value of each resource a function may be granted, as the stack, the local runtime or a test knows it. */
export interface ResourceInputs {
  shopUrl: string;
  /** Where the outside world reaches the shop's `/api/*` routes: the callback address given to the provider. */
  publicApiUrl: string;
  stripe: ({ secretArn: string } | SecretValue<'stripe'>) & { apiBase?: string };
  esimProvider: { url: string } & ({ secretArn: string } | SecretValue<'esimProvider'>);
  stateMachineArn: string;
  mailFrom: string;
  userPoolId: string;
  tokenIssuer: TokenIssuer;
  /** Bucket of uploaded brand assets; the shop's own origin serves the published ones. */
  brandAssets: { bucket: string };
  /** Gets a copy of every support ticket and is the address /support shows. */
  supportMailbox: string;
  chatAssistant: ChatAssistantSetting;
  /** How long a paid order may go without progress before Retry and the sweeper resume it. */
  orderRecovery: { stallMinutes: number };
  edgeCache: EdgeCacheSetting;
  /** Whether own-admins must sign in with a second factor: on for the deployed stages, off by default locally. */
  adminTwoFactor: { required: boolean };
}

/** What `functionEnvironment` writes from; a function granted a resource without a value here is refused. */
export interface ResourceValues extends Partial<ResourceInputs> {
  tables?: Partial<Record<TableId, string>>;
  /** Brand code of every order reference (one per deployment); the brand row's own otherwise. */
  brandFixedCode?: string;
  /** Every rate limit's window in seconds instead of the declared ones (short windows for local tests). */
  rateLimitWindowSeconds?: number;
  /** How long a function keeps the published catalogue, seconds, instead of the default (short for local tests). */
  catalogueCacheSeconds?: number;
  logLevel?: string;
}

/** The settings a function reads back, one entry per resource it may be granted. */
export interface ResourceSettings {
  shopUrl: string;
  publicApiUrl: string;
  stripe: { credentials: CredentialSource<'stripe'>; apiBase: string | undefined };
  esimProvider: { url: string; credentials: CredentialSource<'esimProvider'> };
  stateMachineArn: string;
  mailFrom: string;
  userPoolId: string;
  tokenIssuer: TokenIssuer;
  brandAssets: { bucket: string };
  supportMailbox: string;
  chatAssistant: ChatAssistantSetting;
  orderRecovery: { stallMinutes: number };
  edgeCache: EdgeCacheSetting;
  adminTwoFactor: { required: boolean };
}
export type ResourceName = keyof ResourceSettings;

type Env = Record<string, string | undefined>;

interface Binding<K extends ResourceName> {
  /** Every variable of the resource, for messages and for clearing an environment. */
  variables: readonly string[];
  write(value: ResourceInputs[K]): Env;
  /** The settings from the variables, or undefined when none of them is set; throws on bad values. */
  read(env: Env): ResourceSettings[K] | undefined;
}

const text = z.string().check(z.trim(), z.minLength(1));
const url = z.url();

function parseVariable<T>(env: Env, name: string, schema: z.core.$ZodType<T>): T {
  const parsed = z.safeParse(schema, env[name]);
  if (!parsed.success) throw new Error(`Invalid configuration: ${name}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** A resource named by one variable. */
function single<
  K extends 'shopUrl' | 'publicApiUrl' | 'stateMachineArn' | 'mailFrom' | 'userPoolId' | 'supportMailbox',
>(name: string, schema: z.core.$ZodType<ResourceSettings[K]>): Binding<K> {
  return {
    variables: [name],
    write: (value) => ({ [name]: value }),
    read: (env) => (env[name] === undefined ? undefined : parseVariable(env, name, schema)),
  };
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/**
 * A secret's variables: `<PREFIX>_SECRET_ARN` where it is deployed, or one `<PREFIX>_<FIELD>` per
 * field for local runs. Never both: a function with an ARN and explicit values is refused, so a
 * deployed function cannot quietly run on credentials someone left in its environment.
 */
function credentials<Id extends SecretId>(id: Id, prefix: string) {
  const arnVariable = `${prefix}_SECRET_ARN`;
  const fields = secretFields(id).map((field) => ({ field, variable: `${prefix}_${snake(field)}` }));
  return {
    variables: [arnVariable, ...fields.map((f) => f.variable)],
    write(source: { secretArn: string } | SecretValue<Id>): Env {
      if ('secretArn' in source) return { [arnVariable]: source.secretArn };
      return Object.fromEntries(fields.map((f) => [f.variable, source[f.field] as string]));
    },
    read(env: Env): CredentialSource<Id> | undefined {
      const arn = env[arnVariable];
      const explicit = fields.filter((f) => env[f.variable] !== undefined);
      if (arn !== undefined && explicit.length > 0) {
        throw new Error(
          `Invalid configuration: set either ${arnVariable} or ${fields.map((f) => f.variable).join(' and ')} (local runs), not both`,
        );
      }
      if (arn !== undefined) return { secretArn: parseVariable(env, arnVariable, text) };
      if (explicit.length === 0) return undefined;
      const value = Object.fromEntries(fields.map((f) => [f.field, env[f.variable]]));
      const parsed = z.safeParse(SECRET_SCHEMAS[id], value);
      if (!parsed.success) {
        const missing = fields.filter((f) => parsed.error.issues.some((i) => i.path[0] === f.field));
        throw new Error(`Invalid configuration: ${missing.map((f) => f.variable).join(', ')} must be set`);
      }
      return { value: parsed.data };
    },
  };
}

const stripeCredentials = credentials('stripe', 'STRIPE');
const providerCredentials = credentials('esimProvider', 'ESIM_PROVIDER');

const BINDINGS: { [K in ResourceName]: Binding<K> } = {
  shopUrl: single('SHOP_URL', url),
  publicApiUrl: single('PUBLIC_API_URL', url),
  stripe: {
    variables: [...stripeCredentials.variables, 'STRIPE_API_BASE'],
    write: ({ apiBase, ...source }) => ({ ...stripeCredentials.write(source), STRIPE_API_BASE: apiBase }),
    read(env) {
      const source = stripeCredentials.read(env);
      if (!source) return undefined;
      const apiBase =
        env['STRIPE_API_BASE'] === undefined ? undefined : parseVariable(env, 'STRIPE_API_BASE', url);
      return { credentials: source, apiBase };
    },
  },
  esimProvider: {
    variables: ['ESIM_PROVIDER_URL', ...providerCredentials.variables],
    write: ({ url: providerUrl, ...source }) => ({
      ESIM_PROVIDER_URL: providerUrl,
      ...providerCredentials.write(source),
    }),
    read(env) {
      const source = providerCredentials.read(env);
      if (env['ESIM_PROVIDER_URL'] === undefined && !source) return undefined;
      const providerUrl = parseVariable(env, 'ESIM_PROVIDER_URL', url);
      if (!source) throw new Error(`Missing configuration: ${providerCredentials.variables.join(' or ')}`);
      return { url: providerUrl, credentials: source };
    },
  },
  stateMachineArn: single('STATE_MACHINE_ARN', text),
  mailFrom: single('MAIL_FROM', text),
  userPoolId: single('COGNITO_USER_POOL_ID', text),
  tokenIssuer: {
    variables: ['COGNITO_ISSUER', 'COGNITO_JWKS_URL', 'COGNITO_CLIENT_ID'],
    write: (tokenIssuer) => ({
      COGNITO_ISSUER: tokenIssuer.issuer,
      COGNITO_JWKS_URL: tokenIssuer.jwksUrl,
      COGNITO_CLIENT_ID: tokenIssuer.clientId,
    }),
    read(env) {
      if (BINDINGS.tokenIssuer.variables.every((name) => env[name] === undefined)) return undefined;
      return {
        issuer: parseVariable(env, 'COGNITO_ISSUER', text),
        jwksUrl: parseVariable(env, 'COGNITO_JWKS_URL', url),
        clientId: parseVariable(env, 'COGNITO_CLIENT_ID', text),
      };
    },
  },
  brandAssets: {
    variables: ['BRAND_ASSETS_BUCKET'],
    write: (brandAssets) => ({ BRAND_ASSETS_BUCKET: brandAssets.bucket }),
    read(env) {
      if (env['BRAND_ASSETS_BUCKET'] === undefined) return undefined;
      return { bucket: parseVariable(env, 'BRAND_ASSETS_BUCKET', text) };
    },
  },
  supportMailbox: single('SUPPORT_MAILBOX', z.email()),
  chatAssistant: {
    variables: ['CHAT_ASSISTANT', 'BEDROCK_MODEL_ID'],
    write: (assistant) => ({
      CHAT_ASSISTANT: assistant.kind,
      BEDROCK_MODEL_ID: assistant.kind === 'bedrock' ? assistant.modelId : undefined,
    }),
    read(env) {
      if (env['CHAT_ASSISTANT'] === undefined) return undefined;
      const kind = parseVariable(env, 'CHAT_ASSISTANT', z.enum(['local', 'bedrock']));
      return kind === 'local' ? { kind } : { kind, modelId: parseVariable(env, 'BEDROCK_MODEL_ID', text) };
    },
  },
  edgeCache: {
    variables: ['EDGE_CACHE', 'EDGE_CACHE_DISTRIBUTION_ID'],
    write: (edge) => ({
      EDGE_CACHE: edge.kind,
      EDGE_CACHE_DISTRIBUTION_ID: edge.kind === 'cloudfront' ? edge.distributionId : undefined,
    }),
    read(env) {
      if (env['EDGE_CACHE'] === undefined) return undefined;
      const kind = parseVariable(env, 'EDGE_CACHE', z.enum(['local', 'cloudfront']));
      return kind === 'local'
        ? { kind }
        : { kind, distributionId: parseVariable(env, 'EDGE_CACHE_DISTRIBUTION_ID', text) };
    },
  },
  adminTwoFactor: {
    variables: ['REQUIRE_ADMIN_TOTP'],
    write: ({ required }) => ({ REQUIRE_ADMIN_TOTP: String(required) }),
    // Only the exact words: a typo must not turn the requirement off unnoticed.
    read: (env) =>
      env['REQUIRE_ADMIN_TOTP'] === undefined
        ? undefined
        : { required: parseVariable(env, 'REQUIRE_ADMIN_TOTP', z.enum(['true', 'false'])) === 'true' },
  },
  orderRecovery: {
    variables: ['ORDER_STALL_MINUTES'],
    write: ({ stallMinutes }) => ({ ORDER_STALL_MINUTES: String(stallMinutes) }),
    read: (env) =>
      env['ORDER_STALL_MINUTES'] === undefined
        ? undefined
        : { stallMinutes: parseVariable(env, 'ORDER_STALL_MINUTES', z.coerce.number().check(z.positive())) },
  },
};

const RESOURCE_NAMES = Object.keys(BINDINGS) as ResourceName[];

/** The resources an access entry grants, besides its tables. */
function grantedResources(access: FunctionAccess): ResourceName[] {
  const granted: Record<ResourceName, boolean | undefined> = {
    shopUrl: access.linksToShop,
    publicApiUrl: access.receivesCallbacks,
    stripe: access.secrets?.includes('stripe'),
    esimProvider: access.secrets?.includes('esimProvider'),
    stateMachineArn: access.startsFulfilment || access.resumesOrders,
    mailFrom: access.sendsMail,
    userPoolId: Boolean(access.cognito?.length),
    tokenIssuer: access.verifiesTokens,
    brandAssets: access.uploadsBrandAssets,
    supportMailbox: access.knowsSupportMailbox,
    chatAssistant: access.invokesChatModel,
    orderRecovery: access.resumesOrders,
    edgeCache: access.invalidatesEdgeCache,
    adminTwoFactor: access.checksAdminFactor,
  };
  return RESOURCE_NAMES.filter((name) => granted[name]);
}

/** Every variable `functionEnvironment` may write. */
export const FUNCTION_VARIABLES: readonly string[] = [
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_LOG_LEVEL',
  'BRAND_FIXED_CODE',
  'RATE_LIMIT_WINDOW_SECONDS',
  'CATALOGUE_CACHE_SECONDS',
  ...TABLE_IDS.map(tableEnvVar),
  ...RESOURCE_NAMES.flatMap((name) => BINDINGS[name].variables),
];

/**
 * The environment of one function: its service name (the logger's), and the variables of exactly
 * the resources its access entry grants.
 */
export function functionEnvironment(
  fn: { serviceName: string; access: FunctionAccess },
  values: ResourceValues,
): Record<string, string> {
  const env: Env = {
    POWERTOOLS_SERVICE_NAME: fn.serviceName,
    POWERTOOLS_LOG_LEVEL: values.logLevel,
  };
  const missing = (what: string) => new Error(`${fn.serviceName} is granted ${what}, which has no value`);
  for (const id of Object.keys(fn.access.tables ?? {}) as TableId[]) {
    env[tableEnvVar(id)] = values.tables?.[id] ?? throwError(missing(`the ${id} table`));
  }
  if (fn.access.tables?.brand) env['BRAND_FIXED_CODE'] = values.brandFixedCode;
  if (fn.access.tables?.rateLimits && values.rateLimitWindowSeconds !== undefined) {
    env['RATE_LIMIT_WINDOW_SECONDS'] = String(values.rateLimitWindowSeconds);
  }
  if (fn.access.tables?.catalogue && values.catalogueCacheSeconds !== undefined) {
    env['CATALOGUE_CACHE_SECONDS'] = String(values.catalogueCacheSeconds);
  }
  for (const name of grantedResources(fn.access)) {
    Object.assign(env, writeBinding(name, values[name] ?? throwError(missing(name))));
  }
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const writeBinding = <K extends ResourceName>(name: K, value: ResourceInputs[K]) =>
  BINDINGS[name].write(value);

function throwError(error: Error): never {
  throw error;
}

export interface Config {
  region: string;
  /** Attempts per AWS SDK call (the first and its retries). */
  maxAttempts: number;
  /** A local stand-in's S3 endpoint, which needs path-style bucket addresses. */
  s3Endpoint: string | undefined;
  tables: Partial<Record<TableId, string>>;
  brandFixedCode: string | undefined;
  /** Set only for local tests: every rate limit's window, seconds. */
  rateLimitWindowSeconds: number | undefined;
  /** Set only for local runs: how long the published catalogue is kept, seconds (0: read every time). */
  catalogueCacheSeconds: number | undefined;
  resources: Partial<ResourceSettings>;
}

/** Treats an empty variable like an unset one, as the stack and `.env` files may leave them empty. */
const present = (env: NodeJS.ProcessEnv): Env =>
  Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );

/** Parses a function's environment; throws one readable error listing every bad variable. */
export function parseConfig(source: NodeJS.ProcessEnv): Config {
  const env = present(source);
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      problems.push((error as Error).message.replace(/^Invalid configuration: /, ''));
      return undefined;
    }
  };
  const resources: Partial<ResourceSettings> = {};
  for (const name of RESOURCE_NAMES) {
    const settings = attempt(() => BINDINGS[name].read(env));
    if (settings !== undefined) Object.assign(resources, { [name]: settings });
  }
  const tables: Partial<Record<TableId, string>> = {};
  for (const id of TABLE_IDS) {
    const name = env[tableEnvVar(id)];
    if (name) tables[id] = name;
  }
  const maxAttempts = attempt(() =>
    env['AWS_MAX_ATTEMPTS'] === undefined
      ? 3
      : parseVariable(env, 'AWS_MAX_ATTEMPTS', z.coerce.number().check(z.int(), z.gte(1))),
  );
  const rateLimitWindowSeconds = attempt(() =>
    env['RATE_LIMIT_WINDOW_SECONDS'] === undefined
      ? undefined
      : parseVariable(env, 'RATE_LIMIT_WINDOW_SECONDS', z.coerce.number().check(z.int(), z.gte(1))),
  );
  const catalogueCacheSeconds = attempt(() =>
    env['CATALOGUE_CACHE_SECONDS'] === undefined
      ? undefined
      : parseVariable(env, 'CATALOGUE_CACHE_SECONDS', z.coerce.number().check(z.int(), z.gte(0))),
  );
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    region: env['AWS_REGION'] ?? 'eu-west-1',
    maxAttempts: maxAttempts ?? 3,
    s3Endpoint: env['AWS_ENDPOINT_URL_S3'],
    tables,
    brandFixedCode: env['BRAND_FIXED_CODE'],
    rateLimitWindowSeconds,
    catalogueCacheSeconds,
    resources,
  };
}

let cached: Config | undefined;

/** The function's configuration, parsed once per cold start. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Forgets the parsed configuration (tests change the environment between cases). */
export function resetConfig(): void {
  cached = undefined;
}

/** The settings of a resource this function is granted; a clear error naming the variables when it is not. */
export function resource<K extends ResourceName>(name: K): ResourceSettings[K] {
  const settings = config().resources[name];
  if (settings === undefined)
    throw new Error(`Missing configuration: ${BINDINGS[name].variables.join(', ')}`);
  return settings as ResourceSettings[K];
}

/** The physical name of a table this function is granted. */
export function tableName(id: TableId): string {
  const name = config().tables[id];
  if (!name) throw new Error(`Missing configuration: ${tableEnvVar(id)}`);
  return name;
}
