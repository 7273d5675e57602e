import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { invoke, mailText, proxyEvent, useTestEnvironment } from './handler-test-support';
import { handler as sendEmailCode } from './send-email-code.handler';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);

beforeEach(() => {
  ddb.reset();
  ses.reset();
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
  ddb.on(GetCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  useTestEnvironment('send-email-code', { mailFrom: 'shop@example.com' });
});

describe('POST /api/email-codes', () => {
  it('stores only a hash of a fresh code, with a TTL, and mails the code to the address', async () => {
    const answer = await invoke(
      sendEmailCode,
      proxyEvent('send-email-code', { body: { email: ' Ada@Example.com' } }),
    );
    expect(answer).toMatchObject({ status: 200, json: { sent: true } });
    const sent = ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input;
    expect(sent?.Destinations).toEqual(['ada@example.com']);
    const code = /verification code is: (\d{6})/.exec(mailText(sent?.RawMessage?.Data))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const stored = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(stored).toMatchObject({
      TableName: 'test-verifications',
      Item: { id: 'code#ada@example.com', attempts: 0, expires_at: expect.any(Number) },
    });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a malformed address before storing or sending anything', async () => {
    const answer = await invoke(sendEmailCode, proxyEvent('send-email-code', { body: { email: 'ada@' } }));
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(MESSAGES.email.invalid);
    expect(ddb.calls()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });
});
