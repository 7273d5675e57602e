import { DynamoOrderStore } from '../adapters/dynamo-order-store';
import type { OrderStore } from '../ports/order-store';
import { tableAdapter } from './aws-clients';

export const orderStore = tableAdapter(
  'orders',
  (doc, table): OrderStore => new DynamoOrderStore(doc, table),
);
