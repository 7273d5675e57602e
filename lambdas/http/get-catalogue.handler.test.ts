import { handler } from './get-catalogue.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

beforeEach(() => useTestEnvironment('get-catalogue'));

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
