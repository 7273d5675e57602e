import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './send-test-email.handler';
import { invoke, mailText, proxyEvent, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ses = mockClient(SESClient);
const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();
const body = { to: 'qa@example.com', subject: 'Hello', html: '<p>Test <b>mail</b></p>' };

beforeEach(() => {
  ses.reset();
  ddb.reset();
  ddb.on(UpdateCommand).resolves({});
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('send-test-email', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/test-email', () => {
  it('sends the message with a plain-text part', async () => {
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm' });
    const answer = await invoke(handler, proxyEvent('send-test-email', { headers: setup.admin, body }));
    expect(answer.json).toEqual({ success: true });
    expect(mailText(ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input.RawMessage?.Data)).toContain(
      'Test mail',
    );
  });

  it("reports a failed send as the spec's message", async () => {
    ses.on(SendRawEmailCommand).rejects(new Error('not verified'));
    const answer = await invoke(handler, proxyEvent('send-test-email', { headers: setup.admin, body }));
    expect(answer.json).toEqual({ success: false, error: 'Failed to send email' });
  });

  it("answers 'Missing Information' without a subject", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('send-test-email', { headers: setup.admin, body: { ...body, subject: '' } }),
    );
    expect(answer.json.error.message).toBe('Missing Information');
    expect(ses.calls()).toHaveLength(0);
  });

  it('stops an admin after 30 test mails in an hour (429), sending nothing more', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }));
    const answer = await invoke(handler, proxyEvent('send-test-email', { headers: setup.admin, body }));
    expect(answer.status).toBe(429);
    expect(ses.calls()).toHaveLength(0);
  });
});
