import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mergeAccess } from '../../../shared/api/function-access';
import type { TableId } from '../../../lambdas/data/table-definitions';
import { PIPELINE_TASKS } from '../../../lambdas/pipeline/pipeline-contract';
import {
  createTables,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  uniqueTablePrefix,
  type DynamoLocal,
} from '../../../infra/local/dynamo-local';
import { tierDynamo } from '../../support/tier-dynamo';
import { applyLambdaEnvironment, localLambdaEnvironment } from '../../../infra/local/runtime/lambda-env';
import { startEsimSimulator, type EsimSimulator } from '../../../infra/local/esim-simulator/esim-simulator';
import { startSesLocal, type SesLocal } from '../../../infra/local/ses-local';
import { startLocalPipeline } from '../../../infra/local/runtime/local-pipeline';
import type { StepFunctionsServer } from '../../../infra/local/step-functions-server';
import type { OrderRecord } from '../../../lambdas/ports/order-store';
import { storedOrder } from '../../../lambdas/testing/order-fixture';
import type { UserRecord } from '../../../lambdas/ports/user-store';

/** One recorded progress point: the order's step right after a task returned or threw. */
export interface ProgressPoint {
  task: string;
  step: string;
  stepNumber: number;
  updatedAt: string;
}

export interface PipelineHarness {
  dynamo: DynamoLocal;
  doc: DynamoDBDocumentClient;
  tables: Record<TableId, string>;
  simulator: EsimSimulator;
  ses: SesLocal;
  sfnServer: StepFunctionsServer;
  sfn: SFNClient;
  progress: Map<string, ProgressPoint[]>;
  createOrder(overrides?: Partial<OrderRecord>): Promise<OrderRecord>;
  getOrder(orderId: string): Promise<OrderRecord>;
  getUser(email: string): Promise<UserRecord | undefined>;
  /** Starts an execution and waits for it to stop; returns DescribeExecution's answer. */
  runExecution(orderId: string, name?: string): ReturnType<typeof describe>;
  restartSes(): Promise<void>;
  stop(): Promise<void>;
}

const describe = async (sfn: SFNClient, executionArn: string) =>
  sfn.send(new DescribeExecutionCommand({ executionArn }));

/**
 * The whole order pipeline on this machine: DynamoDB Local, the provider simulator, the SES
 * stand-in and the state machine run by the local Step Functions endpoint, with the deployed task
 * handlers configured through the environment exactly as in Lambda. Waits and retry backoffs are
 * shortened so the suite stays fast.
 */
export async function startPipelineHarness(): Promise<PipelineHarness> {
  const dynamo = await tierDynamo();
  const tables = await createTables(dynamo.client, uniqueTablePrefix('pipeline'));
  const doc = DynamoDBDocumentClient.from(dynamo.client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  const simulator = await startEsimSimulator({ allocationDelayMs: 50, activationDelayMs: 0 });
  let ses = await startSesLocal();
  const sesPort = ses.port;

  applyLambdaEnvironment({
    ...localLambdaEnvironment({
      endpoints: { dynamodb: dynamo.endpoint, ses: ses.url },
      access: mergeAccess(...Object.values(PIPELINE_TASKS).map((task) => task.access)),
      values: {
        tables,
        esimProvider: {
          url: simulator.url,
          clientId: simulator.clientId,
          clientSecret: simulator.clientSecret,
        },
        mailFrom: 'Roamly <orders@roamly.example>',
        shopUrl: 'https://shop.example',
        // No API listens here: the allocation callback fails, so every ICCID is found by asking the provider.
        publicApiUrl: 'http://127.0.0.1:9',
        logLevel: 'ERROR',
      },
    }),
    // A stopped stand-in should fail fast: one SDK attempt, the state machine does the retrying.
    AWS_MAX_ATTEMPTS: '1',
  });

  const getOrder = async (orderId: string) => {
    const { Item } = await doc.send(
      new GetCommand({ TableName: tables.orders, Key: { order_id: orderId }, ConsistentRead: true }),
    );
    if (!Item) throw new Error(`No order ${orderId}`);
    return Item as OrderRecord;
  };

  const progress = new Map<string, ProgressPoint[]>();
  // Notes the order's step right after each task returned or threw.
  const observe = (task: string, run: (input: unknown) => Promise<unknown>) => async (input: unknown) => {
    const orderId = (input as { orderId: string }).orderId;
    try {
      return await run(input);
    } finally {
      const order = await getOrder(orderId);
      const points = progress.get(orderId) ?? [];
      points.push({ task, step: order.step, stepNumber: order.step_number, updatedAt: order.updated_at });
      progress.set(orderId, points);
    }
  };
  const sfnServer = await startLocalPipeline({
    observe,
    waitTimeOverrideMs: 5,
    retryIntervalOverrideMs: 5,
  });
  const sfn = new SFNClient({
    endpoint: sfnServer.url,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });

  return {
    dynamo,
    doc,
    tables,
    simulator,
    get ses() {
      return ses;
    },
    sfnServer,
    sfn,
    progress,
    getOrder,
    async getUser(email) {
      const { Item } = await doc.send(new GetCommand({ TableName: tables.users, Key: { email } }));
      return Item as UserRecord | undefined;
    },
    async createOrder(overrides = {}) {
      const userId = randomUUID();
      const bundleId = overrides.bundle_id ?? '01032_3';
      const orderId = overrides.order_id ?? `roamly_order_${Date.now()}_${bundleId}_${userId}`;
      // An explicit undefined e-mail leaves the attribute out (the by-email index refuses an empty one).
      const email =
        'user_email' in overrides ? overrides.user_email : `traveller-${userId.slice(0, 8)}@example.com`;
      const now = new Date().toISOString();
      if (email) {
        const user: UserRecord = {
          id: userId,
          email,
          full_name: 'Ana Traveller',
          account_type: 'own-user',
          iccid: '',
          created_at: now,
        };
        await doc.send(new PutCommand({ TableName: tables.users, Item: user }));
      }
      const base = storedOrder();
      const order = storedOrder({
        order_id: orderId,
        user_id: userId,
        user_email: email,
        customer_name: 'Ana Traveller',
        custom_reference: orderId,
        bundle_id: bundleId,
        step_number: 0,
        created_at: now,
        updated_at: now,
        order_data: { ...base.order_data, bundle: { ...base.order_data.bundle, bundleId } },
        paid: true,
        ...overrides,
      }) as OrderRecord;
      await doc.send(new PutCommand({ TableName: tables.orders, Item: order }));
      return order;
    },
    async runExecution(orderId, name = orderId) {
      const { executionArn } = await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: sfnServer.stateMachineArn,
          name,
          input: JSON.stringify({ orderId }),
        }),
      );
      for (;;) {
        const execution = await describe(sfn, executionArn!);
        if (execution.status !== 'RUNNING') return execution;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async restartSes() {
      ses = await startSesLocal({ port: sesPort });
    },
    async stop() {
      sfn.destroy();
      await sfnServer.waitForIdle();
      await Promise.all([
        sfnServer.stop(),
        simulator.stop(),
        ses.stop().catch(() => undefined),
        dynamo.stop(),
      ]);
    },
  };
}
