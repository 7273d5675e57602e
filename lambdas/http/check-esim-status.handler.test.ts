import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MESSAGES } from '../../shared/validation/messages';
import { handler } from './check-esim-status.handler';
import { invoke, proxyEvent, useTestEnvironment, mockPublishedCatalogue } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);
const OWNED = '8944000000000000017';

beforeEach(() => {
  ddb.reset();
  mockPublishedCatalogue(ddb);
  useTestEnvironment('check-esim-status');
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'owner@example.com' } }).resolves({
    Item: {
      id: 'u',
      email: 'owner@example.com',
      full_name: 'O',
      account_type: 'own-user',
      iccid: OWNED,
      created_at: 'x',
    },
  });
  ddb.on(GetCommand, { TableName: 'test-users', Key: { email: 'empty@example.com' } }).resolves({
    Item: {
      id: 'v',
      email: 'empty@example.com',
      full_name: 'E',
      account_type: 'own-user',
      iccid: ' ',
      created_at: 'x',
    },
  });
});

describe('POST /api/esim/status', () => {
  it.each([
    [{}, 400, MESSAGES.status.inputRequired],
    [{ email: 'owner@example.com' }, 400, MESSAGES.status.iccidNeeded],
    [{ email: 'owner@example.com', iccid: '12' }, 400, MESSAGES.iccid.invalid],
    [{ iccid: OWNED }, 400, MESSAGES.account.emailAndIccidRequired],
    [{ email: 'stranger@example.com', iccid: OWNED }, 404, MESSAGES.status.noMatch],
    [{ email: 'empty@example.com', iccid: OWNED }, 404, MESSAGES.status.noMatch],
    [{ email: 'owner@example.com', iccid: '8944000000000000099' }, 404, MESSAGES.status.noMatch],
    [{ email: 'owner@example.com', proof: 'made-up' }, 403, MESSAGES.emailCode.proofRequired],
    [{ email: 42 }, 400, null],
  ])('%j → %i', async (body, status, message) => {
    const answer = await invoke(handler, proxyEvent('check-esim-status', { body }));
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message ?? answer.json.error.message);
  });
});
