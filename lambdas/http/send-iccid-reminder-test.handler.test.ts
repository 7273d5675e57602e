import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './send-iccid-reminder-test.handler';
import { invoke, mailText, proxyEvent, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ses = mockClient(SESClient);
const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();
const ICCIDS = ['8944000000000000123', '8944000000000000456'];
const body = {
  email: 'ada@example.com',
  subject: 'Your ICCIDs',
  html: '<p>Your eSIMs:</p>{{iccid_list}}',
  text: 'Your eSIMs:\n{{iccid_list}}',
  from_email: 'care@roamly.example',
  from_name: 'Roamly Care',
};
const send = (input: unknown, headers = setup.admin) =>
  invoke(handler, proxyEvent('send-iccid-reminder-test', { headers, body: input }));

beforeEach(() => {
  ses.reset();
  ddb.reset();
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('send-iccid-reminder-test', setup.values);
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: { email: 'ada@example.com' } }).resolves({
    Item: {
      id: 'u-1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: ICCIDS.join(','),
      created_at: '2026-01-01T00:00:00.000Z',
    },
  });
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm' });
});
afterEach(() => vi.unstubAllGlobals());

describe('POST /api/admin/iccid-reminder', () => {
  it("mails the recipient's ICCIDs where the template says, from the given sender", async () => {
    const answer = await send(body);
    expect(answer.json).toEqual({
      success: true,
      message: 'ICCID reminder sent with 2 ICCIDs',
      iccid_count: 2,
    });
    const input = ses.commandCalls(SendRawEmailCommand)[0]!.args[0].input;
    expect(input.Destinations).toEqual(['ada@example.com']);
    expect(Buffer.from(input.RawMessage!.Data!).toString()).toContain(
      'From: Roamly Care <care@roamly.example>',
    );
    const text = mailText(input.RawMessage?.Data);
    expect(text).toContain(`Your eSIMs:\n${ICCIDS.join('\n')}`);
    expect(text).toContain(`<li>${ICCIDS[0]}</li>`);
    expect(text).not.toContain('{{iccid_list}}');
  });

  it('sends nothing to an address without an eSIM and says so', async () => {
    const answer = await send({ ...body, email: 'nobody@example.com' });
    expect(answer.json).toEqual({
      success: false,
      message: 'No eSIM found for this email address',
      iccid_count: 0,
    });
    expect(ses.calls()).toHaveLength(0);
  });

  it('needs a recipient, and an own-admin', async () => {
    const noRecipient = await send({ ...body, email: '' });
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.json.error.message).toBe('Please enter a recipient');
    expect((await send(body, setup.user)).status).toBe(403);
    expect(ses.calls()).toHaveLength(0);
  });

  it('stops an admin after 30 reminders in an hour (429)', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }));
    expect((await send(body)).status).toBe(429);
    expect(ses.calls()).toHaveLength(0);
  });
});
