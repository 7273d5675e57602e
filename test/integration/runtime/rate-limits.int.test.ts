import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { parseRuntimeConfig } from '../../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../../infra/local/runtime/start-runtime';

/**
 * Every limit's window, short so the test can watch one end, yet long enough that each burst below
 * falls into one window on a busy 2-core machine.
 */
const WINDOW_SECONDS = 6;

describe('rate limits over HTTP, on the local runtime', () => {
  let dataDir: string;
  let runtime: LocalRuntime;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rate-limits-'));
    const config = parseRuntimeConfig({ SHOP_PORT: '0', API_PORT: '0', DATA_DIR: dataDir });
    runtime = await startRuntime(config, {
      spa: false,
      log: () => undefined,
      dynamoEndpoint: inject('dynamoEndpoint'),
      rateLimitWindowSeconds: WINDOW_SECONDS,
    });
  });

  afterAll(async () => {
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) =>
    fetch(`${runtime.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits for the start of a fresh window, so a burst of requests falls into one. */
  const atWindowStart = () => sleep(WINDOW_SECONDS * 1000 - (Date.now() % (WINDOW_SECONDS * 1000)) + 50);

  it('answers 429 with Retry-After once an address had its reminders, and serves it again after the window', async () => {
    await atWindowStart();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/esim/reminder', { email: 'victim@example.com' })).status).toBe(200);
    }
    const refused = await post('/api/esim/reminder', { email: 'victim@example.com' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('too_many_requests');
    expect(body.error.message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);

    await sleep(retryAfter * 1000 + 100);
    expect((await post('/api/esim/reminder', { email: 'victim@example.com' })).status).toBe(200);
  });

  it('mails an address no more codes than one client may ask for, even when asked for many at once', async () => {
    await atWindowStart();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/email-codes', { email: 'burst@example.com' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const store = (await (await fetch(`${runtime.mailViewerUrl}store`)).json()) as {
      emails: { destination: { to: string[] } }[];
    };
    expect(store.emails.filter((mail) => mail.destination.to.includes('burst@example.com'))).toHaveLength(3);
  });

  it('stops a client guessing order references, and lets it try again after the window', async () => {
    await atWindowStart();
    const guess = (i: number) =>
      fetch(`${runtime.apiUrl}/api/orders/roamly_order_17356896${String(i).padStart(5, '0')}_01032_3_guess`);
    // Sent at once, as a guessing client would, and so that all of them land in one window.
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(30).fill(404));
    const refused = await guess(30);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await sleep(Number(refused.headers.get('retry-after')) * 1000 + 100);
    expect((await guess(31)).status).toBe(404);
  });
});
