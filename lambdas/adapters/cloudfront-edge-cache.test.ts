import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFrontEdgeCache } from './cloudfront-edge-cache';

const cloudFront = mockClient(CloudFrontClient);
beforeEach(() => cloudFront.reset());

describe('CloudFrontEdgeCache', () => {
  const cache = new CloudFrontEdgeCache(new CloudFrontClient({ region: 'us-east-1' }), 'E2SHOP');

  it('invalidates the paths on the shop distribution, with a fresh caller reference each time', async () => {
    cloudFront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1' } as never });
    await cache.invalidate(['/api/brand']);
    await cache.invalidate(['/api/brand', '/api/catalogue']);
    const inputs = cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => [input.DistributionId, input.InvalidationBatch?.Paths])).toEqual([
      ['E2SHOP', { Quantity: 1, Items: ['/api/brand'] }],
      ['E2SHOP', { Quantity: 2, Items: ['/api/brand', '/api/catalogue'] }],
    ]);
    expect(inputs[0]!.InvalidationBatch?.CallerReference).not.toBe(
      inputs[1]!.InvalidationBatch?.CallerReference,
    );
  });

  it('asks CloudFront nothing for no paths', async () => {
    await cache.invalidate([]);
    expect(cloudFront.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });

  it("passes CloudFront's refusal on to the caller", async () => {
    cloudFront
      .on(CreateInvalidationCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDenied' }));
    await expect(cache.invalidate(['/api/brand'])).rejects.toThrow('denied');
  });
});
