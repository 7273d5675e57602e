import { handler } from './get-support-contact.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

describe('GET /api/support/contact', () => {
  it('answers the configured support mailbox, cacheable', async () => {
    useTestEnvironment('get-support-contact', { supportMailbox: 'help@roamly.example' });
    const answer = await invoke(handler, proxyEvent('get-support-contact'));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ email: 'help@roamly.example' });
    expect(answer.headers['Cache-Control']).toBe('public, max-age=300');
  });

  it('fails with a generic 500, not a placeholder, when its function has no mailbox', async () => {
    useTestEnvironment('get-support-contact');
    delete process.env['SUPPORT_MAILBOX'];
    const answer = await invoke(handler, proxyEvent('get-support-contact'));
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.json)).not.toContain('SUPPORT_MAILBOX');
  });
});
