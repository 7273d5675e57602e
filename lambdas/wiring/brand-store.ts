import { DynamoBrandStore } from '../adapters/dynamo-brand-store';
import type { BrandStore } from '../ports/brand-store';
import { tableAdapter } from './aws-clients';

export const brandStore = tableAdapter('brand', (doc, table): BrandStore => new DynamoBrandStore(doc, table));
