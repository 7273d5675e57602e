import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

const couponsKey = adminKey('coupons');

/** GET /api/admin/coupons */
export function useCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => apiRequest('list-coupons', { signal }),
  });
}

/** POST /api/admin/coupons; the list is read again afterwards. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'create-coupon'>) => apiRequest('create-coupon', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** POST /api/admin/coupons/{code}/deactivate */
export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest('deactivate-coupon', { params: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** POST /api/admin/coupons/{code}/reactivate: the undo of a deactivation. */
export function useReactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest('reactivate-coupon', { params: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
