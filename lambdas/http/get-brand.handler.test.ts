import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { handler } from './get-brand.handler';
import { createLambdaContext } from '../testing/events';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('get-brand');
});

describe('GET /api/brand', () => {
  it('answers the defaults while no brand is stored', async () => {
    ddb.on(GetCommand).resolves({});
    expect((await invoke(handler, proxyEvent('get-brand'))).json).toEqual(DEFAULT_BRAND);
  });

  it('merges the stored row over the defaults', async () => {
    ddb.on(GetCommand, { TableName: 'test-brand', Key: { id: '1' } }).resolves({
      Item: { id: '1', name: 'Wanderly', colors: { primary: '#112233' } },
    });
    const answer = await invoke(handler, proxyEvent('get-brand'));
    expect(answer.json).toMatchObject({
      name: 'Wanderly',
      tagline: DEFAULT_BRAND.tagline,
      colors: { primary: '#112233', secondary: DEFAULT_BRAND.colors.secondary },
    });
  });

  it('answers a logo stored with the address of the run that published it as a path on the shop', async () => {
    const logo = '/brand-assets/logo-7d1c2b8e-4c1f-4a8e-9a57-0a5d6c1e2f30.png';
    ddb.on(GetCommand).resolves({
      Item: { id: '1', logoUrl: `http://127.0.0.1:41234/esim-shop-local-assets${logo}` },
    });
    expect((await invoke(handler, proxyEvent('get-brand'))).json).toMatchObject({ logoUrl: logo });
  });

  it('may be kept by caches but is revalidated on every use: 304 while unchanged, 200 after a save', async () => {
    ddb.on(GetCommand).resolves({ Item: { id: '1', name: 'Wanderly' } });
    const first = await invoke(handler, proxyEvent('get-brand'));
    expect(first.headers['Cache-Control']).toBe('public, no-cache');
    const etag = String(first.headers['ETag']);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidate = () =>
      handler(proxyEvent('get-brand', { headers: { 'If-None-Match': etag } }), createLambdaContext('t', 'r'));
    expect((await revalidate()).statusCode).toBe(304);

    ddb.on(GetCommand).resolves({ Item: { id: '1', name: 'Festival Roam' } });
    const changed = await revalidate();
    expect(changed.statusCode).toBe(200);
    expect(JSON.parse(changed.body)).toMatchObject({ name: 'Festival Roam' });
  });
});
