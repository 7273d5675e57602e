import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './resend-order-email.handler';
import {
  invoke,
  mailText,
  proxyEvent,
  REFERENCE,
  storedOrder,
  useTestEnvironment,
} from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
const delivered = storedOrder({
  paid: true,
  status: 'completed',
  step: 'completed_order_completed',
  iccid: '8944000000000000017',
  activation_code: 'LPA:1$smdp.example$CODE',
  qr_code_url: `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64')}`,
});

beforeEach(() => {
  ddb.reset();
  ses.reset();
  useTestEnvironment('resend-order-email', { mailFrom: 'shop@example.com' });
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
  ddb.on(GetCommand, { TableName: 'test-brand' }).resolves({});
});

describe('POST /api/orders/{reference}/resend-email', () => {
  it("sends the eSIM e-mail again to the order's address", async () => {
    ddb.on(GetCommand, { TableName: 'test-orders' }).resolves({ Item: delivered });
    const answer = await invoke(
      handler,
      proxyEvent('resend-order-email', { params: { reference: REFERENCE } }),
    );
    expect(answer.json).toEqual({ sent: true });
    const sent = ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input;
    expect(sent?.Destinations).toEqual(['ada@example.com']);
    expect(mailText(sent?.RawMessage?.Data)).toContain('LPA:1$smdp.example$CODE');
  });

  it("answers 'QR code not found.' while the order has no QR code", async () => {
    ddb.on(GetCommand, { TableName: 'test-orders' }).resolves({ Item: storedOrder({ paid: true }) });
    const answer = await invoke(
      handler,
      proxyEvent('resend-order-email', { params: { reference: REFERENCE } }),
    );
    expect(answer.status).toBe(404);
    expect(answer.json.error.message).toBe(MESSAGES.resend.qrCodeNotFound);
    expect(ses.calls()).toHaveLength(0);
  });

  it('answers a send failure with the spec message', async () => {
    ddb.on(GetCommand, { TableName: 'test-orders' }).resolves({ Item: delivered });
    ses.on(SendRawEmailCommand).rejects(new Error('throttled'));
    const answer = await invoke(
      handler,
      proxyEvent('resend-order-email', { params: { reference: REFERENCE } }),
    );
    expect(answer.status).toBe(502);
    expect(answer.json.error.message).toBe(MESSAGES.success.emailFailed);
  });
});
