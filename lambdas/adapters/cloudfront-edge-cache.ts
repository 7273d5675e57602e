import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { EdgeCache } from '../ports/edge-cache';

/** CloudFront's cache of the shop's distribution: one invalidation batch per call. */
export class CloudFrontEdgeCache implements EdgeCache {
  constructor(
    private readonly client: CloudFrontClient,
    private readonly distributionId: string,
  ) {}

  async invalidate(paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    await this.client.send(
      new CreateInvalidationCommand({
        DistributionId: this.distributionId,
        InvalidationBatch: {
          // Unique per call: CloudFront treats a repeated reference as the same request.
          CallerReference: randomUUID(),
          Paths: { Quantity: paths.length, Items: [...paths] },
        },
      }),
    );
  }
}
