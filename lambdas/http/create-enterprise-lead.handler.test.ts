import { SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PutCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './create-enterprise-lead.handler';
import { invoke, mailText, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);

const BODY = {
  interest: 'white-label',
  name: 'Grace Hopper',
  email: 'Grace@Fleet.example',
  company: 'Fleet Travel',
  message: 'We want our own brand for 2,000 travellers a month.',
};
const send = (body: unknown) => invoke(handler, proxyEvent('create-enterprise-lead', { body }));
const conditionFailed = () => Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' });

beforeEach(() => {
  ddb.reset();
  ses.reset();
  useTestEnvironment('create-enterprise-lead', {
    supportMailbox: 'help@roamly.example',
    mailFrom: 'shop@roamly.example',
  });
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
});

describe('POST /api/enterprise/leads', () => {
  it("stores the lead as an open ticket of kind 'enterprise' with the contact's name and company", async () => {
    const answer = await send(BODY);
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-supportTickets',
      Item: {
        id: answer.json.id,
        kind: 'enterprise',
        title: 'I want a white-label eSIM solution (Fleet Travel)',
        description: BODY.message,
        user_email: 'grace@fleet.example',
        contact_name: 'Grace Hopper',
        company: 'Fleet Travel',
        interest: 'white-label',
        status: 'open',
      },
    });
  });

  it('mails the lead to the support mailbox, Reply-To the sender', async () => {
    await send(BODY);
    const input = ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input;
    expect(input.Destinations).toEqual(['help@roamly.example']);
    const raw = Buffer.from(input.RawMessage!.Data!).toString();
    expect(raw).toContain('Reply-To: grace@fleet.example\r\n');
    expect(raw).toContain('Subject: Enterprise request: I want a white-label eSIM solution (Fleet Travel)');
    expect(mailText(input.RawMessage?.Data)).toContain('Company: Fleet Travel');
  });

  it('needs a name and an e-mail; company and message may be empty', async () => {
    const noName = await send({ ...BODY, name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.json.error.message).toBe('Please enter your name');
    const noEmail = await send({ ...BODY, email: '' });
    expect(noEmail.json.error.message).toBe('Please enter your email address');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect((await send({ interest: 'sales', name: 'Ann', email: 'ann@example.com' })).status).toBe(200);
  });

  it('refuses an interest that is not one of the five choices', async () => {
    expect((await send({ ...BODY, interest: 'hack' })).status).toBe(400);
  });

  it('takes a lead when every count shared by all visitors is used up: stored and thanked, its copy held back', async () => {
    // The per-client and per-sender counters (hashed keys) have room; whatever all visitors share is full.
    ddb.on(UpdateCommand).callsFake((input: { Key: { id: string } }) => {
      if (/#[0-9a-f]{64}#/.test(input.Key.id)) return { Attributes: { hits: 1 } };
      throw conditionFailed();
    });
    const answer = await send(BODY);
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(ses.calls()).toHaveLength(0);
  });

  it('counts per client and per sender address, and only the copies to the support mailbox in all', async () => {
    await send(BODY);
    const keys = ddb.commandCalls(UpdateCommand).map((c) => String(c.args[0].input.Key?.['id']));
    expect(keys).toEqual([
      // The contract's limits (per client, per sender's mailbox), hashed, then the mailbox's hourly cap.
      expect.stringMatching(/^enterprise-leads#[0-9a-f]{64}#3600:\d+$/),
      expect.stringMatching(/^enterprise-leads-per-address#[0-9a-f]{64}#3600:\d+$/),
      expect.stringMatching(/^enterprise-lead#support-mails#\d+$/),
    ]);
  });

  it('keeps the lead when the copy to the mailbox fails', async () => {
    ses.on(SendRawEmailCommand).rejects(new Error('SES down'));
    const answer = await send(BODY);
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });
});
