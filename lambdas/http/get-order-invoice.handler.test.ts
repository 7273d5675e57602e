import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './get-order-invoice.handler';
import { invoke, proxyEvent, REFERENCE, storedOrder, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('get-order-invoice', {
    stripe: { secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit' },
  });
});

describe('GET /api/orders/{reference}/invoice', () => {
  it.each([
    ['an unpaid order', storedOrder()],
    ['a paid order still being fulfilled', storedOrder({ paid: true, stripe_session_id: 'cs_1' })],
    [
      'a free order (no payment, no invoice)',
      storedOrder({ paid: true, status: 'completed', step: 'completed_order_completed' }),
    ],
  ])("answers 'not available yet' for %s", async (_what, order) => {
    ddb.on(GetCommand).resolves({ Item: order });
    const answer = await invoke(
      handler,
      proxyEvent('get-order-invoice', { params: { reference: REFERENCE } }),
    );
    expect(answer.status).toBe(404);
    expect(answer.json.error.message).toBe(MESSAGES.invoice.notAvailable.description);
  });
});
