import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { publishedLogoPath } from '../../shared/brand/logo';
import * as z from '../../shared/validation/zod';
import { DEFAULT_BRAND, mergeBrand, type BrandPatch, type BrandSettings } from '../../shared/brand/brand';
import type { BrandStore } from '../ports/brand-store';
import { parseItem } from './dynamo-items';

/** The brand row: any stored field, merged over the defaults when read. */
const brandItem: z.ZodMiniType<BrandPatch> = z.partial(
  z.object({
    name: z.string(),
    fullName: z.string(),
    tagline: z.string(),
    logoUrl: z.string(),
    heroText: z.string(),
    supportEmail: z.string(),
    fixedBrand: z.string(),
    colors: z.partial(
      z.object({
        primary: z.string(),
        primaryLight: z.string(),
        primaryDark: z.string(),
        secondary: z.string(),
        background: z.string(),
      }),
    ),
  }),
);

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
    if (!result.Item) return this.defaults;
    const stored = parseItem(brandItem, result.Item, this.tableName);
    return mergeBrand(this.defaults, {
      ...stored,
      ...(stored.logoUrl !== undefined && { logoUrl: publishedLogoPath(stored.logoUrl) }),
      id: DynamoBrandStore.ROW_ID,
    });
  }

  async put(brand: BrandSettings): Promise<void> {
    await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: { ...brand, id: DynamoBrandStore.ROW_ID } }),
    );
  }
}
