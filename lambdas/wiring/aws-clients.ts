import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../data/table-definitions';
import { config, tableName } from '../config/environment';
import { lazy } from './container';

/**
 * The settings of every AWS SDK client: the function's region, the SDK's standard retries
 * (AWS_MAX_ATTEMPTS attempts, 3 unless set) and bounded calls, so a hung connection becomes a
 * retryable timeout well inside the Lambda's own limit. Locally, AWS_ENDPOINT_URL_<SERVICE> alone
 * points a client at its stand-in.
 */
export function awsClientConfig() {
  const { region, maxAttempts } = config();
  return {
    region,
    maxAttempts,
    retryMode: 'standard',
    requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
  };
}

const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig()), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

/** An adapter over one granted table, sharing the container's DynamoDB client. */
export const tableAdapter = <T>(
  table: TableId,
  build: (doc: DynamoDBDocumentClient, tableName: string) => T,
) => lazy(() => build(documentClient(), tableName(table)));
