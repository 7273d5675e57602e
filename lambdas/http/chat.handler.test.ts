import { CHAT_FALLBACK } from '../use-cases/support';
import { handler } from './chat.handler';
import { invoke, proxyEvent, useTestEnvironment } from './handler-test-support';

beforeEach(() => useTestEnvironment('chat'));

describe('POST /api/chat', () => {
  it.each([
    ['How do I install the QR code?', 'Settings > Mobile Data > Add eSIM > Scan QR Code'],
    ['Can I keep my physical SIM, dual sim?', 'dual SIM'],
    ['How long is it valid?', '90 days'],
  ])('answers %s from the FAQ', async (message, expected) => {
    const answer = await invoke(handler, proxyEvent('chat', { body: { message } }));
    expect(answer.json.text).toContain(expected);
  });

  it('apologises when it has no answer, and refuses a blank message', async () => {
    expect((await invoke(handler, proxyEvent('chat', { body: { message: 'zzz qqq' } }))).json.text).toBe(
      CHAT_FALLBACK,
    );
    expect((await invoke(handler, proxyEvent('chat', { body: { message: '   ' } }))).status).toBe(400);
  });
});
