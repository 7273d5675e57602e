import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './get-support-contact.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
});

describe('GET /api/support/contact', () => {
  it('answers the configured support mailbox while the brand has no address of its own', async () => {
    useTestEnvironment('get-support-contact', { supportMailbox: 'help@roamly.example' });
    const answer = await invoke(handler, proxyEvent('get-support-contact'));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ email: 'help@roamly.example' });
  });

  it('answers the brand’s support address once an admin set one, checked on every use', async () => {
    useTestEnvironment('get-support-contact', { supportMailbox: 'help@roamly.example' });
    ddb
      .on(GetCommand, { TableName: 'test-brand', Key: { id: '1' } })
      .resolves({ Item: { id: '1', name: 'Festival Roam', supportEmail: 'help@festival.example' } });
    const answer = await invoke(handler, proxyEvent('get-support-contact'));
    expect(answer.json).toEqual({ email: 'help@festival.example' });
    // Not kept for minutes: a re-brand shows on the next page load.
    expect(answer.headers['Cache-Control']).toBe('public, no-cache');
    expect(answer.headers['ETag']).toMatch(/^"[\w-]+"$/);
  });

  it('fails with a generic 500, not a placeholder, when its function has no mailbox', async () => {
    useTestEnvironment('get-support-contact');
    delete process.env['SUPPORT_MAILBOX'];
    const answer = await invoke(handler, proxyEvent('get-support-contact'));
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.json)).not.toContain('SUPPORT_MAILBOX');
  });
});
