import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { API_ROUTES, type RouteId } from '../../../shared/api/routes';
import { DEMO_ADMIN, DEMO_COUPONS, seedDemoData } from '../../data/seed';
import type { TableId } from '../../data/table-definitions';
import {
  buildOrderPipelineDefinition,
  localTaskResource,
  PIPELINE_TASK_IDS,
  PIPELINE_TASKS,
} from '../../pipeline/order-pipeline-definition';
import {
  buildLambdaContext,
  createCognitoAuthorizer,
  loadRouteHandlers,
  startApiGateway,
} from '../api-gateway';
import { ensureUser, ensureUserPool, startCognitoLocal } from '../cognito-local';
import { assertJavaAvailable, createTables, LOCAL_REGION, startDynamoLocal } from '../dynamo-local';
import { startEsimSimulator } from '../esim-simulator/esim-simulator';
import { LOCAL_ASSETS_BUCKET, startS3Local } from '../s3-local';
import { startSesLocal } from '../ses-local';
import { startStepFunctionsServer } from '../step-functions-server';
import { startStripeStandin } from '../stripe-standin';
import type { RuntimeConfig } from './config';
import { applyLambdaEnvironment, lambdaEnvironment } from './lambda-env';
import { resolvePorts } from './ports';
import { startShopServer } from './spa';
import { forgetProcesses, recordProcesses, stopStaleProcesses } from './stale-processes';
import { describeCoupon, formatSummary } from './summary';

/** Repository root, where `lambdas/` and `frontend/` live. */
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const LOCAL_TABLE_PREFIX = 'esim-local';
const STATE_MACHINE_NAME = 'order-pipeline';

export interface StartRuntimeOptions {
  /** 'dev' (Vite with hot reload, the default), 'preview' (production build) or false (API only, for tests). */
  spa?: 'dev' | 'preview' | false;
  /** Progress and request log lines; stdout by default. */
  log?: (line: string) => void;
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
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  dynamodbEndpoint: string;
  tableNames: Record<TableId, string>;
  dataDir: string;
  /** Routes whose handler module is missing or failed to load; they answer 501. */
  unavailableRoutes: string[];
  /** Processes this runtime started (DynamoDB Local, cognito-local). */
  childPids: number[];
  summary: string;
  stop(): Promise<void>;
}

type Stoppable = { name: string; stop: () => Promise<void> };

/** A stable webhook secret per data folder, so sessions created before a restart still verify. */
function localWebhookSecret(dataDir: string): string {
  const file = join(dataDir, 'stripe-webhook-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = `whsec_local_${randomBytes(24).toString('hex')}`;
  writeFileSync(file, secret);
  return secret;
}

/**
 * Like Promise.all, but waits for every start to finish before failing, so that nothing comes up
 * after the failure has stopped the rest.
 */
async function allStarted<T extends readonly unknown[]>(starts: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

type TaskHandler = (input: unknown, context: unknown) => Promise<unknown>;

/** Imports the pipeline step handlers (after the environment is set, like a cold start). */
async function loadPipelineHandlers(): Promise<Record<string, (input: unknown) => Promise<unknown>>> {
  const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const taskId of PIPELINE_TASK_IDS) {
    const file = join(REPOSITORY_ROOT, PIPELINE_TASKS[taskId]);
    const module = (await import(pathToFileURL(file).href)) as { handler?: TaskHandler };
    const handler = module.handler;
    if (typeof handler !== 'function') throw new Error(`${PIPELINE_TASKS[taskId]} has no \`handler\` export`);
    const resource = localTaskResource(taskId);
    handlers[resource] = (input) =>
      handler(input, buildLambdaContext(`order-pipeline-${taskId}`, randomBytes(8).toString('hex')));
  }
  return handlers;
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
  const spa = options.spa ?? 'dev';
  const started: Stoppable[] = [];
  const childPids: number[] = [];
  let stopping: Promise<void> | null = null;
  let processRecord: string | null = null;
  const stop = () => {
    stopping ??= (async () => {
      for (const service of started.reverse()) {
        try {
          await service.stop();
        } catch (error) {
          console.error(`Could not stop ${service.name}:`, error);
        }
      }
      // Everything stopped: nothing for the next start to clean up.
      if (processRecord) forgetProcesses(processRecord);
    })();
    return stopping;
  };
  const startedAt = Date.now();
  const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  const track = <T extends { stop: () => Promise<void> }>(name: string, service: T): T => {
    started.push({ name, stop: () => service.stop() });
    log(`  ${name} ready (${seconds()})`);
    return service;
  };

  try {
    assertJavaAvailable();
    const ports = await resolvePorts(config.ports);
    const shopUrl = `http://127.0.0.1:${ports.shop}`;
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const dataDir = config.dataDir;
    for (const sub of ['dynamodb', 'cognito', 's3']) mkdirSync(join(dataDir, sub), { recursive: true });
    const leftovers = stopStaleProcesses(dataDir);
    if (leftovers.length > 0)
      log(`Ended ${leftovers.length} process(es) left over from a run that was killed.`);

    log('Starting the local AWS stand-ins…');
    const webhookSecret = config.stripe?.webhookSecret ?? localWebhookSecret(dataDir);
    const [dynamo, cognito, ses, s3, simulator, stripeStandin] = await allStarted([
      startDynamoLocal({ port: ports.dynamodb, dataDir: join(dataDir, 'dynamodb') }).then((s) =>
        track('DynamoDB Local', s),
      ),
      startCognitoLocal({ port: ports.cognito, dataDir: join(dataDir, 'cognito') }).then((s) =>
        track('cognito-local', s),
      ),
      startSesLocal({ port: ports.ses }).then((s) => track('SES stand-in', s)),
      startS3Local({ port: ports.s3, directory: join(dataDir, 's3'), buckets: [LOCAL_ASSETS_BUCKET] }).then(
        (s) => track('S3 stand-in', s),
      ),
      config.esimProvider
        ? Promise.resolve(null)
        : startEsimSimulator({
            port: ports.esimSimulator,
            allocationDelayMs: config.simulator.allocationDelayMs,
            faults: { errorRate: config.simulator.errorRate, latencyMs: config.simulator.latencyMs },
            stateFile: join(dataDir, 'esim-simulator.json'),
          }).then((s) => track('eSIM simulator', s)),
      config.stripe
        ? Promise.resolve(null)
        : startStripeStandin({
            port: ports.stripeStandin,
            webhookUrl: `${apiUrl}/api/payments/webhook`,
            webhookSecret,
          }).then((s) => track('Stripe stand-in', s)),
    ] as const);
    if (dynamo.pid !== undefined) childPids.push(dynamo.pid);
    childPids.push(cognito.pid);
    recordProcesses(dataDir, [
      ...(dynamo.pid !== undefined ? [{ pid: dynamo.pid, commandContains: 'DynamoDBLocal.jar' }] : []),
      { pid: cognito.pid, commandContains: 'cognito-local' },
    ]);
    processRecord = dataDir;

    const [tableNames, pool] = await allStarted([
      createTables(dynamo.client, LOCAL_TABLE_PREFIX).then(async (names) => {
        await seedDemoData(DynamoDBDocumentClient.from(dynamo.client), names);
        return names;
      }),
      ensureUserPool(cognito).then(async (created) => {
        await ensureUser(cognito.client, created.userPoolId, {
          email: DEMO_ADMIN.email,
          password: DEMO_ADMIN.password,
          name: DEMO_ADMIN.full_name,
          group: 'own-admin',
        });
        return created;
      }),
    ] as const);
    log(`  Tables, user pool and demo data ready (${seconds()})`);

    const provider = config.esimProvider ?? {
      url: simulator?.url ?? '',
      clientId: simulator?.clientId ?? '',
      clientSecret: simulator?.clientSecret ?? '',
    };
    // Everything the handlers read, set once before the first handler module is imported: their
    // configuration is parsed once per process, like a Lambda cold start.
    const stateMachineArn = `arn:aws:states:${LOCAL_REGION}:000000000000:stateMachine:${STATE_MACHINE_NAME}`;
    applyLambdaEnvironment(
      lambdaEnvironment({
        tableNames,
        endpoints: {
          dynamodb: dynamo.endpoint,
          ses: ses.url,
          s3: s3.endpoint,
          cognito: cognito.endpoint,
          stepFunctions: `http://127.0.0.1:${ports.stepFunctions}`,
        },
        stateMachineArn,
        shopUrl,
        stripe: config.stripe ?? {
          secretKey: 'sk_test_local_standin',
          webhookSecret,
          apiBase: stripeStandin?.url,
        },
        esimProvider: provider,
        mailFrom: config.mailFrom,
        supportMailbox: config.supportMailbox,
        cognito: pool,
        assetsBucket: LOCAL_ASSETS_BUCKET,
      }),
    );

    log('Starting the order pipeline…');
    const stepFunctions = track(
      'Step Functions',
      await startStepFunctionsServer({
        port: ports.stepFunctions,
        stateMachineName: STATE_MACHINE_NAME,
        region: LOCAL_REGION,
        definition: buildOrderPipelineDefinition({
          taskResource: (taskId) => localTaskResource(taskId),
          pollIntervalSeconds: config.pipelinePollIntervalSeconds,
        }),
        taskHandlers: await loadPipelineHandlers(),
      }),
    );
    if (stepFunctions.stateMachineArn !== stateMachineArn) {
      throw new Error(
        `The state machine is ${stepFunctions.stateMachineArn}, the handlers were told ${stateMachineArn}`,
      );
    }

    log('Starting the API…');
    const routeIds = Object.keys(API_ROUTES) as RouteId[];
    const loaded = await loadRouteHandlers(join(REPOSITORY_ROOT, 'lambdas', 'http'), routeIds);
    for (const { id, reason } of loaded.broken)
      console.error(`The handler for ${id} failed to load: ${reason}`);
    const gateway = track(
      'API',
      await startApiGateway({
        port: ports.api,
        handlers: loaded.handlers,
        authorize: createCognitoAuthorizer(pool),
        log,
      }),
    );

    let shop: { url: string } | null = null;
    if (spa) {
      log(spa === 'preview' ? 'Building the shop…' : 'Starting the shop…');
      shop = track(
        'shop',
        await startShopServer({
          rootDir: REPOSITORY_ROOT,
          port: ports.shop,
          apiUrl: gateway.url,
          preview: spa === 'preview',
          // Amplify's Auth settings for the local pool (`userPoolEndpoint` is cognito-local).
          publicEnv: {
            VITE_COGNITO_USER_POOL_ID: pool.userPoolId,
            VITE_COGNITO_CLIENT_ID: pool.clientId,
            VITE_COGNITO_ENDPOINT: cognito.endpoint,
          },
        }),
      );
    }

    const unavailableRoutes = [...loaded.missing, ...loaded.broken.map((b) => b.id)];
    const mailViewerUrl = `${ses.url}/`;
    const summary = formatSummary({
      shopUrl: shop?.url ?? null,
      apiUrl: gateway.url,
      mailViewerUrl,
      stripeStandinUrl: stripeStandin?.url ?? null,
      esimProviderUrl: provider.url,
      usesSimulator: simulator !== null,
      coupons: DEMO_COUPONS.map((c) => ({ code: c.code, description: describeCoupon(c) })),
      admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      dataDir,
      cwd: process.cwd(),
      unavailableRoutes,
      preview: spa === 'preview',
    });
    return {
      shopUrl: shop?.url ?? null,
      apiUrl: gateway.url,
      mailViewerUrl,
      stripeStandinUrl: stripeStandin?.url ?? null,
      esimProviderUrl: provider.url,
      cognito: { endpoint: cognito.endpoint, userPoolId: pool.userPoolId, clientId: pool.clientId },
      dynamodbEndpoint: dynamo.endpoint,
      tableNames,
      dataDir,
      unavailableRoutes,
      childPids,
      summary,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
