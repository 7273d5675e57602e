import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './get-order.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('get-order');
});

describe('GET /api/orders/{reference}', () => {
  it('shows progress, summary and, once ready, the eSIM of an order', async () => {
    ddb.on(GetCommand, { TableName: 'test-orders', Key: { order_id: REFERENCE } }).resolves({
      Item: storedOrder({
        paid: true,
        status: 'completed',
        step: 'completed_order_completed',
        step_number: 6,
        stripe_session_id: 'cs_1',
        iccid: '8944000000000000017',
        activation_code: 'LPA:1$x$y',
        qr_code_url: 'data:image/png;base64,AAAA',
      }),
    });
    const answer = await invoke(handler, proxyEvent('get-order', { params: { reference: REFERENCE } }));
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.json).toMatchObject({
      status: 'completed',
      stepNumber: 6,
      delivered: true,
      progressText: 'Your travel eSIM is ready!',
      invoiceAvailable: true,
      esim: { iccid: '8944000000000000017', activationCode: 'LPA:1$x$y' },
      summary: { bundleName: 'Europe 5GB', quote: { totalCents: 1661, vatCents: 288 } },
    });
  });

  it('shows the error message of a failed order', async () => {
    ddb.on(GetCommand).resolves({
      Item: storedOrder({
        paid: true,
        status: 'error',
        step: 'error_poll_for_iccid',
        step_number: 2,
        error_message: MESSAGES.success.iccidTimeout,
      }),
    });
    const answer = await invoke(handler, proxyEvent('get-order', { params: { reference: REFERENCE } }));
    expect(answer.json).toMatchObject({
      errorMessage: MESSAGES.success.iccidTimeout,
      esim: null,
      delivered: false,
    });
  });

  it("answers an unknown reference with 404 and the spec's not-exist message", async () => {
    ddb.on(GetCommand).resolves({});
    const answer = await invoke(handler, proxyEvent('get-order', { params: { reference: 'nope' } }));
    expect(answer.status).toBe(404);
    expect(answer.json.error.message).toBe(MESSAGES.success.notExist);
  });
});
