import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_HTTP_MAX_AGE_SECONDS } from '../../shared/catalogue/catalogue-cache';
import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
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

  it("serves what the operator published, for the cache's time, with an ETag", async () => {
    const published = loadCatalogue();
    const europe = published.prices['Europe']!;
    mockPublishedCatalogue(ddb, {
      ...published,
      prices: { ...published.prices, Europe: { ...europe, esim: { ...europe.esim, '1GB': 499 } } },
    });
    const answer = await invoke(handler, proxyEvent('get-catalogue'));
    expect(answer.json.prices.Europe.esim['1GB']).toBe(499);
    expect(answer.headers['Cache-Control']).toBe(`public, max-age=${CATALOGUE_HTTP_MAX_AGE_SECONDS}`);
    expect(answer.headers['ETag']).toMatch(/^"/);
  });

  it("sells the shipped defaults before anything is published: Europe's spec prices, no other zone", async () => {
    ddb.reset();
    ddb.on(GetCommand).resolves({});
    const answer = await invoke(handler, proxyEvent('get-catalogue'));
    expect(answer.json.zones.map((z: { name: string }) => z.name)).toEqual(['Europe']);
    expect(answer.json.prices.Europe.esim['1GB']).toBe(459);
  });
});
