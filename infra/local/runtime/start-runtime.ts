import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TableId } from '../../../lambdas/data/table-definitions';
import { DEMO_ADMIN, DEMO_COUPONS } from '../../data/seed';
import { REPO_ROOT } from '../../repo-root';
import { createCognitoAuthorizer } from '../api-gateway';
import { startCognitoLocal, type CognitoLocal } from '../cognito-local';
import {
  assertJavaAvailable,
  connectDynamoLocal,
  deleteTables,
  startDynamoLocal,
  uniqueTablePrefix,
  type DynamoLocal,
} from '../dynamo-local';
import { startEsimSimulator, type EsimSimulator } from '../esim-simulator/esim-simulator';
import { LOCAL_ASSETS_BUCKET, startS3Local, type S3Local } from '../s3-local';
import { startSesLocal, type SesLocal } from '../ses-local';
import { localStateMachineArn } from '../step-functions-server';
import { startStripeStandin, type StripeStandin } from '../stripe-standin';
import type { RuntimeConfig, ServiceName } from './config';
import { applyLambdaEnvironment, localLambdaEnvironment } from './lambda-env';
import { startLocalApi } from './local-api';
import { startLocalPipeline } from './local-pipeline';
import { startScheduledJob } from './scheduled-job';
import { resolvePorts } from './ports';
import { allStarted, StartedServices } from './services';
import { createDemoUserPool, createSeededTables } from './shop-data';
import { startShopServer } from './spa';
import { forgetProcesses, recordProcesses, stopStaleProcesses } from './stale-processes';
import { describeCoupon, formatSummary } from './summary';

const LOCAL_TABLE_PREFIX = 'esim-local';

export interface StartRuntimeOptions {
  /** 'dev' (Vite with hot reload, the default), 'preview' (production build) or false (API only, for tests). */
  spa?: 'dev' | 'preview' | false;
  /** Progress and request log lines; stdout by default. */
  log?: (line: string) => void;
  /** Every rate limit's window in seconds instead of the declared one (tests that wait for a window to end). */
  rateLimitWindowSeconds?: number;
  /** Seconds each function keeps the published catalogue, instead of CATALOGUE_CACHE_SECONDS (tests: short). */
  catalogueCacheSeconds?: number;
  /**
   * Tables kept in DynamoDB Local's memory instead of on disk: nothing survives a stop. For runs that
   * throw their data away (the bench), where a write then costs what it costs on DynamoDB, not a disk sync.
   */
  tablesInMemory?: boolean;
  /**
   * A DynamoDB Local already running (a test tier's, shared by its files) instead of one of this
   * runtime's own: its tables get a name prefix of their own there, and `stop()` deletes them.
   */
  dynamoEndpoint?: string;
  /** Where the 'preview' build goes and is served from; `frontend/dist` by default. */
  webOutDir?: string;
  /** A shared build for 'preview' to prerender into `webOutDir` instead of building (spa.ts's `prebuilt`). */
  webPrebuilt?: string;
  /** false: 'dev' serves without compiling the app first (spa.ts's `warmUp`), for tests of its paths. */
  devWarmUp?: boolean;
}

export interface LocalRuntime {
  /** The shop in the browser; null when started without the SPA. */
  shopUrl: string | null;
  apiUrl: string;
  /** aws-ses-v2-local's web UI: every e-mail the shop sent. */
  mailViewerUrl: string;
  /** The Stripe stand-in, or null when real Stripe test mode is configured. */
  stripeStandinUrl: string | null;
  esimProviderUrl: string;
  /** The eSIM simulator (its counters and faults, for tests), or null when a real provider is configured. */
  simulator: EsimSimulator | null;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  dynamodbEndpoint: string;
  /** The S3 stand-in (s3rver) and its bucket of brand assets, which the shop serves under /brand-assets/. */
  assets: { endpoint: string; bucket: string };
  tableNames: Record<TableId, string>;
  dataDir: string;
  /** Routes whose handler module is missing or failed to load; they answer 501. */
  unavailableRoutes: string[];
  /** Processes this runtime started (DynamoDB Local, cognito-local). */
  childPids: number[];
  summary: string;
  stop(): Promise<void>;
}

/** A stable webhook secret per data folder, so sessions created before a restart still verify. */
function localWebhookSecret(dataDir: string): string {
  const file = join(dataDir, 'stripe-webhook-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = `whsec_local_${randomBytes(24).toString('hex')}`;
  writeFileSync(file, secret);
  return secret;
}

interface StandIns {
  dynamo: DynamoLocal;
  cognito: CognitoLocal;
  ses: SesLocal;
  s3: S3Local;
  /** Null when a real eSIM provider is configured. */
  simulator: EsimSimulator | null;
  /** Null in real Stripe test mode. */
  stripeStandin: StripeStandin | null;
}

/** What the start's steps share: the settings, the progress log and everything started so far. */
interface StartContext {
  config: RuntimeConfig;
  options: StartRuntimeOptions;
  log: (line: string) => void;
  /** Stopped in reverse order by the runtime's `stop()`, also when a later step fails. */
  services: StartedServices;
  /** Time since the start began, for the progress lines. */
  seconds: () => string;
  ports: Record<ServiceName, number>;
  shopUrl: string;
  apiUrl: string;
}

/** The data folder's subfolders, and no process left over from a run that was killed. */
function prepareDataDir({ config, log }: StartContext): void {
  for (const sub of ['dynamodb', 'cognito', 's3']) mkdirSync(join(config.dataDir, sub), { recursive: true });
  const leftovers = stopStaleProcesses(config.dataDir);
  if (leftovers.length > 0)
    log(`Ended ${leftovers.length} process(es) left over from a run that was killed.`);
}

/** The AWS stand-ins, and the eSIM simulator and Stripe stand-in unless real ones are configured, all at once. */
function startStandIns(ctx: StartContext, webhookSecret: string): Promise<StandIns> {
  const { config, ports, services } = ctx;
  const dataDir = config.dataDir;
  const dynamo = ctx.options.dynamoEndpoint
    ? connectDynamoLocal(ctx.options.dynamoEndpoint)
    : startDynamoLocal({
        port: ports.dynamodb,
        ...(!ctx.options.tablesInMemory && { dataDir: join(dataDir, 'dynamodb') }),
      });
  return allStarted([
    dynamo.then((s) => services.add('DynamoDB Local', s)),
    startCognitoLocal({ port: ports.cognito, dataDir: join(dataDir, 'cognito') }).then((s) =>
      services.add('cognito-local', s),
    ),
    startSesLocal({ port: ports.ses, mailLog: join(dataDir, 'mail-log.jsonl') }).then((s) =>
      services.add('SES stand-in', s),
    ),
    startS3Local({ port: ports.s3, directory: join(dataDir, 's3'), buckets: [LOCAL_ASSETS_BUCKET] }).then(
      (s) => services.add('S3 stand-in', s),
    ),
    config.esimProvider
      ? Promise.resolve(null)
      : startEsimSimulator({
          port: ports.esimSimulator,
          allocationDelayMs: config.simulator.allocationDelayMs,
          activationDelayMs: config.simulator.activationDelayMs,
          faults: { errorRate: config.simulator.errorRate, latencyMs: config.simulator.latencyMs },
          stateFile: join(dataDir, 'esim-simulator.json'),
        }).then((s) => services.add('eSIM simulator', s)),
    config.stripe
      ? Promise.resolve(null)
      : startStripeStandin({
          port: ports.stripeStandin,
          webhookUrl: `${ctx.apiUrl}/api/payments/webhook`,
          webhookSecret,
        }).then((s) => services.add('Stripe stand-in', s)),
  ] as const).then(([dynamo, cognito, ses, s3, simulator, stripeStandin]) => ({
    dynamo,
    cognito,
    ses,
    s3,
    simulator,
    stripeStandin,
  }));
}

/** Notes the child processes in the data folder, so a start after a killed run ends them; their pids. */
function recordChildProcesses(dataDir: string, { dynamo, cognito }: StandIns): number[] {
  recordProcesses(dataDir, [
    ...(dynamo.pid !== undefined ? [{ pid: dynamo.pid, commandContains: 'DynamoDBLocal.jar' }] : []),
    { pid: cognito.pid, commandContains: 'cognito-local' },
  ]);
  return [...(dynamo.pid !== undefined ? [dynamo.pid] : []), cognito.pid];
}

type UserPool = Awaited<ReturnType<typeof createDemoUserPool>>;

/** Tables with the seed data, and the user pool with the demo admin. */
async function seedShopData(
  ctx: StartContext,
  { dynamo, cognito }: StandIns,
): Promise<{ tableNames: Record<TableId, string>; pool: UserPool }> {
  // On a shared DynamoDB Local, a prefix no other runtime there uses.
  const prefix = ctx.options.dynamoEndpoint ? uniqueTablePrefix('esim') : LOCAL_TABLE_PREFIX;
  const [tableNames, pool] = await allStarted([
    createSeededTables(dynamo, prefix),
    createDemoUserPool(cognito),
  ] as const);
  if (ctx.options.dynamoEndpoint) {
    ctx.services.add('Tables on the shared DynamoDB Local', {
      stop: () => deleteTables(dynamo.client, Object.values(tableNames)),
    });
  }
  ctx.log(`  Tables, user pool and demo data ready (${ctx.seconds()})`);
  return { tableNames, pool };
}

/** The eSIM provider the functions call: the configured one, or the simulator. */
function providerSettings(config: RuntimeConfig, simulator: EsimSimulator | null) {
  return (
    config.esimProvider ?? {
      url: simulator?.url ?? '',
      clientId: simulator?.clientId ?? '',
      clientSecret: simulator?.clientSecret ?? '',
    }
  );
}

/**
 * The functions' environment, set before the first handler module is imported: the logger reads it
 * at import, and the handlers parse it once on first use, like a Lambda cold start.
 */
function configureFunctions(
  ctx: StartContext,
  standIns: StandIns,
  data: { tableNames: Record<TableId, string>; pool: UserPool },
  webhookSecret: string,
): void {
  const { config, options, ports } = ctx;
  const { dynamo, ses, s3, cognito, simulator, stripeStandin } = standIns;
  applyLambdaEnvironment(
    localLambdaEnvironment({
      endpoints: {
        dynamodb: dynamo.endpoint,
        ses: ses.url,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
        stepFunctions: `http://127.0.0.1:${ports.stepFunctions}`,
      },
      values: {
        tables: data.tableNames,
        rateLimitWindowSeconds: options.rateLimitWindowSeconds,
        catalogueCacheSeconds: options.catalogueCacheSeconds ?? config.catalogueCacheSeconds,
        shopUrl: ctx.shopUrl,
        publicApiUrl: ctx.apiUrl,
        stateMachineArn: localStateMachineArn(),
        stripe: config.stripe ?? {
          secretKey: 'sk_test_local_standin',
          webhookSecret,
          apiBase: stripeStandin?.url,
        },
        esimProvider: providerSettings(config, simulator),
        mailFrom: config.mailFrom,
        supportMailbox: config.supportMailbox,
        // Locally the chat never calls a model, whatever the developer's shell says.
        chatAssistant: { kind: 'local' },
        orderRecovery: { stallMinutes: config.orderStallMinutes },
        // No CDN in front of the local shop: nothing to invalidate.
        edgeCache: { kind: 'local' },
        userPoolId: data.pool.userPoolId,
        tokenIssuer: data.pool,
        adminTwoFactor: { required: config.requireAdminTotp },
        // Published logos are paths on the shop's origin, which serves them from this bucket.
        brandAssets: { bucket: LOCAL_ASSETS_BUCKET },
      },
    }),
  );
}

/** The state machine, the stalled-order sweeper and the API with the real handlers. */
async function startBackend(ctx: StartContext, pool: UserPool) {
  const { config, log, services, ports } = ctx;
  log('Starting the order pipeline…');
  services.add(
    'Step Functions',
    await startLocalPipeline({
      port: ports.stepFunctions,
      schedule: config.pipeline,
    }),
  );

  // EventBridge's schedule on AWS: resumes paid orders whose execution died (a killed run, say).
  services.add(
    'stalled-order sweeper',
    await startScheduledJob('resume-stalled-orders', {
      intervalMs: config.orderSweepIntervalSeconds * 1000,
      log,
    }),
  );
  // EventBridge's daily rule on AWS: imports the provider's product list into the catalogue.
  services.add(
    'catalogue sync',
    await startScheduledJob('sync-catalogue', {
      intervalMs: config.catalogueSyncIntervalMinutes * 60_000,
      log,
    }),
  );

  log('Starting the API…');
  const { gateway, unavailableRoutes } = await startLocalApi({
    port: ports.api,
    authorize: createCognitoAuthorizer(pool),
    log,
  });
  services.add('API', gateway);
  return { gateway, unavailableRoutes };
}

/** The SPA: Vite's dev server, or the production build served ('preview'); null without one. */
async function startShop(
  ctx: StartContext,
  apiUrl: string,
  { s3, cognito }: StandIns,
  pool: UserPool,
): Promise<{ url: string } | null> {
  const spa = ctx.options.spa ?? 'dev';
  if (!spa) return null;
  ctx.log(spa === 'preview' ? 'Building the shop…' : 'Starting the shop…');
  return ctx.services.add(
    'shop',
    await startShopServer({
      rootDir: REPO_ROOT,
      port: ctx.ports.shop,
      apiUrl,
      preview: spa === 'preview',
      outDir: ctx.options.webOutDir,
      prebuilt: ctx.options.webPrebuilt,
      warmUp: ctx.options.devWarmUp,
      assetsEndpoint: s3.endpoint,
      assetsBucket: LOCAL_ASSETS_BUCKET,
      // Amplify's Auth settings for the local pool (`userPoolEndpoint` is cognito-local).
      publicEnv: {
        VITE_COGNITO_USER_POOL_ID: pool.userPoolId,
        VITE_COGNITO_CLIENT_ID: pool.clientId,
        VITE_COGNITO_ENDPOINT: cognito.endpoint,
      },
    }),
  );
}

/** The running shop as its caller sees it, with the summary `npm start` prints. */
function describeRuntime(
  ctx: StartContext,
  started: {
    standIns: StandIns;
    data: { tableNames: Record<TableId, string>; pool: UserPool };
    backend: { gateway: { url: string }; unavailableRoutes: string[] };
    shop: { url: string } | null;
    childPids: number[];
    stop: () => Promise<void>;
  },
): LocalRuntime {
  const { config, options } = ctx;
  const { standIns, data, backend, shop } = started;
  const { dynamo, ses, s3, cognito, simulator, stripeStandin } = standIns;
  const provider = providerSettings(config, simulator);
  const mailViewerUrl = `${ses.url}/`;
  const summary = formatSummary({
    shopUrl: shop?.url ?? null,
    apiUrl: backend.gateway.url,
    mailViewerUrl,
    stripeStandinUrl: stripeStandin?.url ?? null,
    esimProviderUrl: provider.url,
    usesSimulator: simulator !== null,
    coupons: DEMO_COUPONS.map((c) => ({ code: c.code, description: describeCoupon(c) })),
    admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    dataDir: config.dataDir,
    cwd: process.cwd(),
    unavailableRoutes: backend.unavailableRoutes,
    preview: (options.spa ?? 'dev') === 'preview',
  });
  return {
    shopUrl: shop?.url ?? null,
    apiUrl: backend.gateway.url,
    mailViewerUrl,
    stripeStandinUrl: stripeStandin?.url ?? null,
    esimProviderUrl: provider.url,
    simulator,
    cognito: { endpoint: cognito.endpoint, userPoolId: data.pool.userPoolId, clientId: data.pool.clientId },
    dynamodbEndpoint: dynamo.endpoint,
    assets: { endpoint: s3.endpoint, bucket: LOCAL_ASSETS_BUCKET },
    tableNames: data.tableNames,
    dataDir: config.dataDir,
    unavailableRoutes: backend.unavailableRoutes,
    childPids: started.childPids,
    summary,
    stop: started.stop,
  };
}

/**
 * Starts the whole shop on 127.0.0.1: the AWS stand-ins, the eSIM simulator and Stripe stand-in
 * (unless real ones are configured), tables, user pool and demo data, the state machine, the API
 * with the real handlers, and the SPA. Everything started is stopped by `stop()`, also when a later
 * step fails.
 */
export async function startRuntime(
  config: RuntimeConfig,
  options: StartRuntimeOptions = {},
): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => console.log(line));
  const startedAt = Date.now();
  const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  const services = new StartedServices((name) => log(`  ${name} ready (${seconds()})`));
  let processRecord: string | null = null;
  const stop = async () => {
    await services.stop();
    // Everything stopped: nothing for the next start to clean up.
    if (processRecord) forgetProcesses(processRecord);
  };

  try {
    assertJavaAvailable();
    const ports = await resolvePorts(config.ports);
    const ctx: StartContext = {
      config,
      options,
      log,
      services,
      seconds,
      ports,
      shopUrl: `http://127.0.0.1:${ports.shop}`,
      apiUrl: `http://127.0.0.1:${ports.api}`,
    };
    prepareDataDir(ctx);

    log('Starting the local AWS stand-ins…');
    const webhookSecret = config.stripe?.webhookSecret ?? localWebhookSecret(config.dataDir);
    const standIns = await startStandIns(ctx, webhookSecret);
    const childPids = recordChildProcesses(config.dataDir, standIns);
    processRecord = config.dataDir;

    const data = await seedShopData(ctx, standIns);
    configureFunctions(ctx, standIns, data, webhookSecret);
    const backend = await startBackend(ctx, data.pool);
    const shop = await startShop(ctx, backend.gateway.url, standIns, data.pool);
    return describeRuntime(ctx, { standIns, data, backend, shop, childPids, stop });
  } catch (error) {
    await stop();
    throw error;
  }
}
