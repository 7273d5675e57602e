import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, retryDelay } from './retry';

const FIVE_MINUTES = 5 * 60 * 1000;

/** The app's query client: 3 retries with exponential delay, data cached for 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay,
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
      },
    },
  });
}
