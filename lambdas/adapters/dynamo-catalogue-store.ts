import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  OperatorCatalogue,
  PriceVersionRecord,
  PublishedCatalogue,
} from '../../shared/catalogue/operator-catalogue';
import * as z from '../../shared/validation/zod';
import { CatalogueChangedError, type CatalogueStore } from '../ports/catalogue-store';
import { parseItem } from './dynamo-items';

const CATALOGUE_PK = 'catalogue';
const STATE_SK = 'state';
const PUBLISHED_SK = 'published';
const versionsPk = (zone: string) => `prices#${zone}`;
/** Zero-padded, so the sort key orders versions as numbers. */
const versionSk = (version: number) => `v#${String(version).padStart(6, '0')}`;

/**
 * Each item holds its document as one JSON string (`body`): the catalogue is read and written
 * whole, and a string keeps it exactly as written (no number or empty-value conversions).
 */
const documentItem = z.object({ body: z.string() });

/**
 * The catalogue table (lambdas/data/table-definitions.ts): the working state and the published
 * snapshot under one partition, each zone's price versions under their own. Every change is one
 * TransactWriteItems: the state if still at the revision read, the snapshot, and the new versions if
 * their numbers are free, so nothing is ever half-written.
 */
export class DynamoCatalogueStore implements CatalogueStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async readPublished(): Promise<PublishedCatalogue | null> {
    return this.readDocument<PublishedCatalogue>(PUBLISHED_SK);
  }

  async readState(): Promise<OperatorCatalogue | null> {
    return this.readDocument<OperatorCatalogue>(STATE_SK);
  }

  async listPriceVersions(zone: string): Promise<PriceVersionRecord[]> {
    const versions: PriceVersionRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': versionsPk(zone) },
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        versions.push(JSON.parse(parseItem(documentItem, item, this.tableName).body) as PriceVersionRecord);
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return versions;
  }

  async save(change: {
    expectedRevision: number | null;
    state: OperatorCatalogue;
    published: PublishedCatalogue;
    versions: readonly PriceVersionRecord[];
  }): Promise<void> {
    const stateCondition =
      change.expectedRevision === null
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'revision = :expected',
            ExpressionAttributeValues: { ':expected': change.expectedRevision },
          };
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.tableName,
                Item: {
                  pk: CATALOGUE_PK,
                  sk: STATE_SK,
                  revision: change.state.revision,
                  body: JSON.stringify(change.state),
                },
                ...stateCondition,
              },
            },
            {
              Put: {
                TableName: this.tableName,
                Item: {
                  pk: CATALOGUE_PK,
                  sk: PUBLISHED_SK,
                  version: change.published.version,
                  body: JSON.stringify(change.published),
                },
              },
            },
            ...change.versions.map((version) => ({
              Put: {
                TableName: this.tableName,
                Item: {
                  pk: versionsPk(version.zone),
                  sk: versionSk(version.version),
                  body: JSON.stringify(version),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            })),
          ],
        }),
      );
    } catch (error) {
      if (error instanceof Error && error.name === 'TransactionCanceledException') {
        throw new CatalogueChangedError('The catalogue changed since it was read', { cause: error });
      }
      throw error;
    }
  }

  private async readDocument<T>(sk: string): Promise<T | null> {
    const result = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { pk: CATALOGUE_PK, sk } }),
    );
    if (!result.Item) return null;
    return JSON.parse(parseItem(documentItem, result.Item, this.tableName).body) as T;
  }
}
