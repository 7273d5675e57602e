import { SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './create-support-ticket.handler';
import { invoke, mailText, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);

const BODY = {
  name: 'Ada',
  email: 'Ada@Example.com',
  subject: 'No data',
  message: 'My eSIM shows no signal.\n<script>alert(1)</script>',
};
const send = (body: unknown) => invoke(handler, proxyEvent('create-support-ticket', { body }));
const rawMail = () =>
  Buffer.from(ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input.RawMessage!.Data!).toString();

beforeEach(() => {
  ddb.reset();
  ses.reset();
  useTestEnvironment('create-support-ticket', {
    supportMailbox: 'help@roamly.example',
    mailFrom: 'shop@roamly.example',
  });
  ddb.on(PutCommand).resolves({});
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
});

describe('POST /api/support/tickets', () => {
  it('stores an open ticket: subject as title, message as description', async () => {
    const answer = await send(BODY);
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-supportTickets',
      Item: {
        id: answer.json.id,
        title: 'No data',
        description: BODY.message,
        user_email: 'ada@example.com',
        status: 'open',
      },
    });
  });

  it('copies the ticket to the support mailbox, with the traveller as Reply-To and the message escaped', async () => {
    const answer = await send(BODY);
    const input = ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input;
    expect(input.Destinations).toEqual(['help@roamly.example']);
    const raw = rawMail();
    expect(raw).toContain('Reply-To: ada@example.com\r\n');
    expect(raw).toContain('Subject: Support request: No data');
    const text = mailText(input.RawMessage?.Data);
    expect(text).toContain(answer.json.id);
    expect(text).toContain('From: Ada <ada@example.com>');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).not.toContain('<script>alert(1)</script></p>');
  });

  it('keeps the ticket and answers 200 when the copy cannot be sent', async () => {
    ses.on(SendRawEmailCommand).rejects(new Error('SES is down'));
    const answer = await send(BODY);
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('sends no copy when the ticket cannot be stored', async () => {
    ddb.on(PutCommand).rejects(new Error('DynamoDB is down'));
    expect((await send(BODY)).status).toBe(500);
    expect(ses.calls()).toHaveLength(0);
  });

  it('needs all four fields', async () => {
    const answer = await send({ name: 'Ada', email: 'a@example.com', subject: ' ', message: '' });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe('Please fill in all fields');
    expect(ddb.calls()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('refuses an e-mail address that tries to add mail headers', async () => {
    const answer = await send({ ...BODY, email: 'ada@example.com\r\nBcc: all@example.com' });
    expect(answer.status).toBe(400);
    expect(ses.calls()).toHaveLength(0);
  });

  it('keeps a subject that tries to add mail headers on its one line', async () => {
    expect((await send({ ...BODY, subject: 'Hi\r\nBcc: all@example.com' })).status).toBe(200);
    expect(rawMail()).not.toMatch(/\r\nBcc:/);
  });
});
