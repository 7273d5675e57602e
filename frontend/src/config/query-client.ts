import { QueryClient } from '@tanstack/react-query';
import { retryDelay, retryQuery } from './retry';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The app's query client: failures retried by the one rule (`retryQuery`: 3 retries with exponential
 * delay, none after a refusal), data cached for 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryQuery,
        retryDelay,
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
      },
    },
  });
}
