import { DynamoSalesLedger } from '../adapters/dynamo-sales-ledger';
import type { SalesLedger } from '../ports/sales-ledger';
import { tableAdapter } from './aws-clients';

export const salesLedger = tableAdapter(
  'sales',
  (doc, table): SalesLedger => new DynamoSalesLedger(doc, table),
);
