import { ApiRequestError } from '@/lib/api-error';
import { createQueryClient } from './query-client';
import { retryDelay, retryLiveCheck, retryQuery } from './retry';

const refusal = (status: number) => new ApiRequestError(status, 'refused', 'Refused');
const serverFault = new ApiRequestError(503, 'internal_error', 'Service unavailable');
const lostConnection = new TypeError('Failed to fetch');

/** How many retries a rule grants after failing again and again with `error`. */
function retriesOf(rule: (failureCount: number, error: unknown) => boolean, error: unknown): number {
  let failures = 0;
  while (rule(failures, error) && failures < 10) failures += 1;
  return failures;
}

describe('the retry rule (SPEC section 9)', () => {
  it('tries a lost connection or a server fault again three times', () => {
    expect(retriesOf(retryQuery, lostConnection)).toBe(3);
    expect(retriesOf(retryQuery, serverFault)).toBe(3);
  });

  it('takes a refusal (a 4xx answer) as final', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(retriesOf(retryQuery, refusal(status))).toBe(0);
  });

  it('grants a live check one retry, and none after a refusal', () => {
    expect(retriesOf(retryLiveCheck, serverFault)).toBe(1);
    expect(retriesOf(retryLiveCheck, refusal(400))).toBe(0);
  });

  it('waits 1 s, 2 s, 4 s … between tries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe("the app's query client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs one query that always fails with `error`; gives how often it was asked. */
  async function attemptsOf(error: unknown): Promise<number> {
    let attempts = 0;
    const query = createQueryClient().fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        attempts += 1;
        throw error;
      },
    });
    const outcome = query.then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
    await vi.runAllTimersAsync();
    expect(await outcome).toBe(error);
    return attempts;
  }

  it('asks again three times after a server fault, with the back-off between', async () => {
    expect(await attemptsOf(serverFault)).toBe(4);
  });

  it('asks once when the API refuses', async () => {
    expect(await attemptsOf(refusal(404))).toBe(1);
  });
});
