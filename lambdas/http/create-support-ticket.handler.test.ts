import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './create-support-ticket.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  useTestEnvironment('create-support-ticket');
  ddb.on(PutCommand).resolves({});
});

describe('POST /api/support/tickets', () => {
  it('stores an open ticket: subject as title, message as description', async () => {
    const body = {
      name: 'Ada',
      email: 'Ada@Example.com',
      subject: 'No data',
      message: 'My eSIM shows no signal.',
    };
    const answer = await invoke(handler, proxyEvent('create-support-ticket', { body }));
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-supportTickets',
      Item: {
        id: answer.json.id,
        title: 'No data',
        description: 'My eSIM shows no signal.',
        user_email: 'ada@example.com',
        status: 'open',
      },
    });
  });

  it('needs all four fields', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('create-support-ticket', {
        body: { name: 'Ada', email: 'a@example.com', subject: ' ', message: '' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe('Please fill in all fields');
    expect(ddb.calls()).toHaveLength(0);
  });
});
