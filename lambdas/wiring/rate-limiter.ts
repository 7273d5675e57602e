import { DynamoRateLimiter } from '../adapters/dynamo-rate-limiter';
import type { RateLimiter } from '../ports/rate-limiter';
import { tableAdapter } from './aws-clients';

export const rateLimiter = tableAdapter(
  'rateLimits',
  (doc, table): RateLimiter => new DynamoRateLimiter(doc, table),
);
