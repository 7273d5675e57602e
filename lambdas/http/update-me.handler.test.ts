import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './update-me.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { staffSetup } from './staff-tools.test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const setup = staffSetup();

beforeEach(() => {
  ddb.reset();
  vi.stubGlobal('fetch', setup.fetch);
  useTestEnvironment('update-me', setup.values);
});
afterEach(() => vi.unstubAllGlobals());

describe('PATCH /api/me', () => {
  it("renames the caller's own row, found by the token's verified e-mail, and answers the session user", async () => {
    ddb.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Attributes: {
        id: 'u-1',
        email: 'ada@example.com',
        full_name: input.ExpressionAttributeValues[':name'],
        account_type: 'own-user',
        iccid: '',
        created_at: 'x',
      },
    }));
    const answer = await invoke(
      handler,
      proxyEvent('update-me', {
        headers: setup.user,
        body: { fullName: '  Ada Lovelace ', email: 'eve@example.com' },
      }),
    );
    expect(answer.json).toMatchObject({ id: 'u-1', email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-users',
      Key: { email: 'ada@example.com' },
      ConditionExpression: 'attribute_exists(email)',
    });
  });

  it('refuses an empty name with 400 and writes nothing', async () => {
    const answer = await invoke(
      handler,
      proxyEvent('update-me', { headers: setup.user, body: { fullName: ' ' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe('Please enter your full name');
    expect(ddb.calls()).toHaveLength(0);
  });
});
