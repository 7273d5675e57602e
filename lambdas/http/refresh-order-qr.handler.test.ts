import { GetCommand, PutCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './refresh-order-qr.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]);
const ICCID = '8944000000000000017';

/** The provider: a token, then the QR image (no network: fetch is replaced). */
const providerFetch = vi.fn(async (url: string | URL | Request) => {
  const path = new URL(String(url)).pathname;
  if (path === '/oauth/token') return Response.json({ access_token: 't', expires_in: 3600 });
  if (path.endsWith(`/iccids/${ICCID}/qrcode`))
    return new Response(PNG, { headers: { 'content-type': 'image/png' } });
  return new Response('not found', { status: 404 });
});

beforeEach(() => {
  ddb.reset();
  providerFetch.mockClear();
  vi.stubGlobal('fetch', providerFetch);
  useTestEnvironment('refresh-order-qr', {
    esimProvider: { url: 'https://provider.example', clientId: 'id', clientSecret: 'secret' },
  });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(PutCommand).resolves({});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /api/orders/{reference}/refresh-qr', () => {
  it('fetches the QR again, stores it on the order and answers it as a data URL', async () => {
    ddb
      .on(GetCommand, { TableName: 'test-orders' })
      .resolves({ Item: storedOrder({ paid: true, iccid: ICCID }) });
    ddb.on(GetCommand, { TableName: 'test-providerTokens' }).resolves({});
    const answer = await invoke(
      handler,
      proxyEvent('refresh-order-qr', { params: { reference: REFERENCE } }),
    );
    expect(answer.status).toBe(200);
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    expect(answer.json).toEqual({ qrCodeDataUrl: dataUrl });
    const update = ddb.commandCalls(UpdateCommand, { TableName: 'test-orders' })[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain(dataUrl);
  });

  it('refuses while the order has no ICCID, without calling the provider', async () => {
    ddb.on(GetCommand).resolves({ Item: storedOrder({ paid: true }) });
    const answer = await invoke(
      handler,
      proxyEvent('refresh-order-qr', { params: { reference: REFERENCE } }),
    );
    expect(answer.status).toBe(409);
    expect(answer.json.error.message).toBe(MESSAGES.success.iccidUnavailable);
    expect(providerFetch).not.toHaveBeenCalled();
  });
});
