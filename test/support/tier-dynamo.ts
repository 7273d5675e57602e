import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { connectDynamoLocal, startDynamoLocal, type DynamoLocal } from '../../infra/local/dynamo-local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tier's one DynamoDB Local (`tier-dynamo.ts`), which its files share. */
    dynamoEndpoint: string;
  }
}

/**
 * A tier's global setup: one DynamoDB Local, in memory, for all its files, instead of a Java process
 * per file (about 6 s of CPU each to start, half a tier's start-up work). Each file's tables carry a
 * prefix of their own (`uniqueTablePrefix`), so files running side by side never see each other's data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await startDynamoLocal();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}

/** The tier's shared DynamoDB Local, for a file's harness; its `stop()` leaves the process running. */
export function tierDynamo(): Promise<DynamoLocal> {
  return connectDynamoLocal(inject('dynamoEndpoint'));
}
