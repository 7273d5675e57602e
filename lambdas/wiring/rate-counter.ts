import { DynamoRateCounter } from '../adapters/dynamo-rate-counter';
import type { RateCounter } from '../ports/rate-counter';
import { tableAdapter } from './aws-clients';

export const rateCounter = tableAdapter(
  'rateLimits',
  (doc, table): RateCounter => new DynamoRateCounter(doc, table),
);
