import type { ResponseOf, RouteId } from '@shared/api/routes';
import { retryDelay, retryQuery } from '@/config/retry';
import { apiRequest, refreshHeld } from '@/lib/api-client';

/*
 * How a PublicAnswerStore asks the API (lib/public-answer-store.ts), loaded when it first asks: after
 * the first view, which the held answer has shown, so the page starts without the API client.
 */

/** Resolves after `ms`, or rejects when `signal` aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * The API's answer of `route` at `path`, tried again as every query is (SPEC section 9). `held` gives
 * the answer held at each try: one the API repeats (or that `unchanged` counts as the same) is
 * returned as it is and loads no schema.
 */
export async function askApi<R extends RouteId>(
  route: R,
  path: string,
  held: () => ResponseOf<R> | undefined,
  signal?: AbortSignal,
  unchanged?: (answer: unknown, held: ResponseOf<R>) => boolean | Promise<boolean>,
): Promise<ResponseOf<R>> {
  for (let failures = 0; ; failures += 1) {
    try {
      const answer = held();
      return answer
        ? await refreshHeld(route, path, answer, signal, unchanged)
        : await apiRequest(route, { signal });
    } catch (error) {
      if (signal?.aborted || !retryQuery(failures, error)) throw error;
      await pause(retryDelay(failures), signal);
    }
  }
}
