import { DynamoCatalogueStore } from '../adapters/dynamo-catalogue-store';
import type { CatalogueStore } from '../ports/catalogue-store';
import { tableAdapter } from './aws-clients';

export const catalogueStore = tableAdapter(
  'catalogue',
  (doc, table): CatalogueStore => new DynamoCatalogueStore(doc, table),
);
