import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './send-iccid-reminder.handler';
import { invoke, mailText, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);

beforeEach(() => {
  ddb.reset();
  ses.reset();
  useTestEnvironment('send-iccid-reminder', { mailFrom: 'shop@example.com' });
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'owner@example.com' } }).resolves({
    Item: {
      id: 'u',
      email: 'owner@example.com',
      full_name: 'Olive',
      account_type: 'own-user',
      iccid: '8944000000000000017,8944000000000000025',
      created_at: 'x',
    },
  });
});

describe('POST /api/esim/reminder', () => {
  it("e-mails every ICCID of the account to the account's address", async () => {
    const answer = await invoke(
      handler,
      proxyEvent('send-iccid-reminder', { body: { email: ' Owner@Example.com' } }),
    );
    expect(answer.json).toEqual({ sent: true });
    const sent = ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input;
    expect(sent?.Destinations).toEqual(['owner@example.com']);
    const raw = mailText(sent?.RawMessage?.Data);
    expect(raw).toContain('8944000000000000017');
    expect(raw).toContain('8944000000000000025');
  });

  it('answers the same for an address without eSIMs, and mails it that none was found', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('send-iccid-reminder', { body: { email: 'nobody@example.com' } }),
    );
    expect(answer).toMatchObject({ status: 200, json: { sent: true } });
    const sent = ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input;
    expect(sent?.Destinations).toEqual(['nobody@example.com']);
    expect(mailText(sent?.RawMessage?.Data)).toContain(MESSAGES.status.noEsim);
  });

  it('refuses a missing e-mail with the spec message and sends nothing', async () => {
    const answer = await invoke(handler, proxyEvent('send-iccid-reminder', { body: {} }));
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(MESSAGES.email.required);
    expect(ses.calls()).toHaveLength(0);
  });
});
