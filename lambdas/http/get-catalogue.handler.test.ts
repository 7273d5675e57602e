import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './get-catalogue.handler';
import { invoke, mockPublishedCatalogue, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  useTestEnvironment('get-catalogue');
});

describe('GET /api/catalogue', () => {
  it('lists only zones with active bundles and a price table, cacheable', async () => {
    const answer = await invoke(handler, proxyEvent('get-catalogue'));
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toMatch(/^public/);
    const zones = answer.json.zones.map((z: { name: string }) => z.name);
    expect(zones).toEqual(expect.arrayContaining(['Europe', 'Asia Pacific']));
    expect(zones).not.toContain('Europe2');
    expect(answer.json.bundles.every((b: { BundleStatus: string }) => b.BundleStatus === 'Active')).toBe(
      true,
    );
    expect(answer.json.prices.Europe.esim['5GB']).toBe(1373);
    expect(Object.keys(answer.json.prices).sort()).toEqual([...zones].sort());
  });
});
