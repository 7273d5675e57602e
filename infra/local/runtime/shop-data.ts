import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../../../lambdas/data/table-definitions';
import { seedLocalCatalogue } from '../../data/catalogue-seed';
import { DEMO_ADMIN, seedDemoData } from '../../data/seed';
import { ensureUser, ensureUserPool, type CognitoLocal, type LocalUserPool } from '../cognito-local';
import { createTables, type DynamoLocal } from '../dynamo-local';

/** The shop's tables, created when missing, with the demo data (a row that exists is never overwritten). */
export async function createSeededTables(
  dynamo: DynamoLocal,
  prefix: string,
): Promise<Record<TableId, string>> {
  const names = await createTables(dynamo.client, prefix);
  const doc = DynamoDBDocumentClient.from(dynamo.client);
  await seedDemoData(doc, names);
  await seedLocalCatalogue(doc, names.catalogue);
  return names;
}

/** The local user pool with its groups and web client, and the demo admin's sign-in. */
export async function createDemoUserPool(cognito: CognitoLocal): Promise<LocalUserPool> {
  const pool = await ensureUserPool(cognito);
  await ensureUser(cognito.client, pool.userPoolId, {
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
    name: DEMO_ADMIN.full_name,
    group: 'own-admin',
  });
  return pool;
}
