import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';
import { handler as verifyEmailCode } from './verify-email-code.handler';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  useTestEnvironment('verify-email-code');
});

describe('POST /api/email-codes/verify', () => {
  const verify = (body: object) => invoke(verifyEmailCode, proxyEvent('verify-email-code', { body }));

  it('uses the code up with one conditional delete and answers a proof, storing only its hash', async () => {
    ddb.on(DeleteCommand).resolves({});
    const answer = await verify({ email: 'ada@example.com', code: ' 123456 ' });
    expect(answer.status).toBe(200);
    expect(answer.json.proof).toMatch(/^[\w-]{43}$/);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'test-verifications',
      Key: { id: 'code#ada@example.com' },
      ConditionExpression: 'code_hash = :hash AND expires_at > :now AND attempts < :max',
      // Twelve wrong tries burn a code: more than one client may make (rate-limits.ts).
      ExpressionAttributeValues: { ':max': 12 },
    });
    const stored = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(stored?.Item).toMatchObject({
      email: 'ada@example.com',
      id: expect.stringMatching(/^proof#[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(stored)).not.toContain(answer.json.proof);
  });

  it('counts a wrong code against the code that was tried, and answers the one 400', async () => {
    ddb.on(DeleteCommand).rejects(
      Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
        Item: marshall({ id: 'code#ada@example.com', code_hash: 'stored-hash', attempts: 1, expires_at: 1 }),
      }),
    );
    const answer = await verify({ email: 'ada@example.com', code: '000000' });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(MESSAGES.emailCode.invalid);
    expect(
      ddb.commandCalls(UpdateCommand, { TableName: 'test-verifications' })[0]?.args[0].input,
    ).toMatchObject({
      UpdateExpression: 'ADD attempts :one',
      ConditionExpression: 'code_hash = :tried',
      ExpressionAttributeValues: { ':tried': 'stored-hash' },
    });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([['12345'], ['1234567'], ['abcdef']])(
    'refuses the malformed code %s with the same message',
    async (code) => {
      const answer = await verify({ email: 'ada@example.com', code });
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toBe(MESSAGES.emailCode.invalid);
      expect(ddb.calls()).toHaveLength(0);
    },
  );
});
