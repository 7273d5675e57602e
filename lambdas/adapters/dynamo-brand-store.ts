import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_BRAND, mergeBrand, type BrandSettings } from '../../shared/brand/brand';
import type { BrandStore } from '../ports/brand-store';

/** The business row (id '1'); stored fields are merged over the defaults so new fields get a value. */
export class DynamoBrandStore implements BrandStore {
  static readonly ROW_ID = '1';

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly defaults: BrandSettings = DEFAULT_BRAND,
  ) {}

  async get(): Promise<BrandSettings> {
    const result = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { id: DynamoBrandStore.ROW_ID } }),
    );
    const stored = result.Item as Partial<BrandSettings> | undefined;
    if (!stored) return this.defaults;
    return mergeBrand(this.defaults, { ...stored, id: DynamoBrandStore.ROW_ID });
  }

  async put(brand: BrandSettings): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { ...brand, id: DynamoBrandStore.ROW_ID } }),
    );
  }
}
