import {
  CreateTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startDynamoLocal,
  createTables,
  dynamoLocalJar,
  LAUNCHER_SOURCE,
  type DynamoLocal,
} from './dynamo-local';
import { TABLES } from '../../lambdas/data/table-definitions';

/** An IPv4 address of this machine other than loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('DynamoDB Local with the shared table definitions', () => {
  let dynamo: DynamoLocal;
  beforeAll(async () => {
    dynamo = await startDynamoLocal();
  });
  afterAll(async () => {
    await dynamo.stop();
  });

  it('listens on 127.0.0.1 only', async () => {
    // On a machine without another interface, only loopback is asked.
    const outside = outsideAddress ? await accepts(outsideAddress, dynamo.port) : false;
    expect({ loopback: await accepts('127.0.0.1', dynamo.port), outside }).toEqual({
      loopback: true,
      outside: false,
    });
  });

  it('creates every table with its indexes, and a second run changes nothing', async () => {
    const names = await createTables(dynamo.client, 'test');
    await createTables(dynamo.client, 'test');
    const orders = await dynamo.client.send(new DescribeTableCommand({ TableName: names.orders }));
    expect(orders.Table?.KeySchema).toEqual([{ AttributeName: 'order_id', KeyType: 'HASH' }]);
    expect(orders.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(
      TABLES.orders.globalIndexes.map((i) => i.name).sort(),
    );
    const users = await dynamo.client.send(new DescribeTableCommand({ TableName: names.users }));
    expect(users.Table?.KeySchema?.[0]?.AttributeName).toBe('email');
  });

  it('adds the indexes a table kept from an older version lacks, keeping its rows', async () => {
    // The users table as it was before the by-business index.
    await dynamo.client.send(
      new CreateTableCommand({
        TableName: 'older-users',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'email', AttributeType: 'S' },
          { AttributeName: 'id', AttributeType: 'S' },
        ],
        KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'by-id',
            KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    const row = { email: { S: 'ada@example.com' }, id: { S: 'u1' } };
    await dynamo.client.send(new PutItemCommand({ TableName: 'older-users', Item: row }));
    const names = await createTables(dynamo.client, 'older');
    const users = await dynamo.client.send(new DescribeTableCommand({ TableName: names.users }));
    expect(users.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual([
      'by-business',
      'by-id',
    ]);
    const kept = await dynamo.client.send(
      new GetItemCommand({ TableName: names.users, Key: { email: row.email } }),
    );
    expect(kept.Item).toEqual(row);
  });
});

describe('DynamoDB Local on a machine with a Java runtime only (no JDK)', () => {
  // A JRE lacks javac and the jdk.compiler module that runs .java files: here `java` alone is on the
  // PATH and the JVM sees only the modules Debian's default-jre-headless has.
  const saved = { path: process.env['PATH'], javaOptions: process.env['JDK_JAVA_OPTIONS'] };
  const bin = mkdtempSync(join(tmpdir(), 'jre-only-'));
  let dynamo: DynamoLocal | undefined;

  beforeAll(() => {
    symlinkSync(
      realpathSync(spawnSync('which', ['java'], { encoding: 'utf8' }).stdout.trim()),
      join(bin, 'java'),
    );
    process.env['PATH'] = bin;
    process.env['JDK_JAVA_OPTIONS'] =
      '--limit-modules java.se,jdk.unsupported,jdk.crypto.ec,jdk.localedata,jdk.zipfs,jdk.naming.dns';
  });
  afterAll(async () => {
    await dynamo?.stop();
    process.env['PATH'] = saved.path;
    if (saved.javaOptions === undefined) delete process.env['JDK_JAVA_OPTIONS'];
    else process.env['JDK_JAVA_OPTIONS'] = saved.javaOptions;
    rmSync(bin, { recursive: true, force: true });
  });

  it('is a runtime that cannot compile: no javac, and the source launcher fails', () => {
    expect(spawnSync('javac', ['-version']).error).toMatchObject({ code: 'ENOENT' });
    const sourceRun = spawnSync('java', ['-cp', dynamoLocalJar().jar, LAUNCHER_SOURCE, '-help'], {
      encoding: 'utf8',
    });
    expect(sourceRun.status).not.toBe(0);
    expect(sourceRun.stderr).toContain('jdk.compiler');
  });

  it('still starts with the shipped launcher class, on 127.0.0.1 only', async () => {
    dynamo = await startDynamoLocal();
    const outside = outsideAddress ? await accepts(outsideAddress, dynamo.port) : false;
    expect({ loopback: await accepts('127.0.0.1', dynamo.port), outside }).toEqual({
      loopback: true,
      outside: false,
    });
    const names = await createTables(dynamo.client, 'jre');
    const users = await dynamo.client.send(new DescribeTableCommand({ TableName: names.users }));
    expect(users.Table?.TableStatus).toBe('ACTIVE');
  });
});
