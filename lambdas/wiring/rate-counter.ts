import { DynamoRateCounter } from '../adapters/dynamo-rate-counter';
import { config } from '../config/environment';
import type { RateLimitOptions } from '../lib/middleware/rate-limit';
import type { RateCounter } from '../ports/rate-counter';
import { tableAdapter } from './aws-clients';
import { now } from './shop';

export const rateCounter = tableAdapter(
  'rateLimits',
  (doc, table): RateCounter => new DynamoRateCounter(doc, table),
);

/** What the handler of a rate-limited route gives `httpHandler`: the counters in DynamoDB, the clock, and local tests' short windows. */
export const rateLimits: RateLimitOptions = {
  counter: rateCounter,
  now,
  windowSeconds: () => config().rateLimitWindowSeconds,
};
