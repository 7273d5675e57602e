import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/auth';

/** GET /api/me/orders: the signed-in account's orders, newest first. */
export function useMyOrders() {
  return useQuery(sessionQueryOptions('list-my-orders', 'orders'));
}
