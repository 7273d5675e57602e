import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/auth';

/** GET /api/business: the caller's business, its brand and its users. */
export function useBusiness() {
  return useQuery(sessionQueryOptions('get-business', 'business'));
}
