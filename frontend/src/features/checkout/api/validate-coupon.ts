import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponValidateResponse } from '@shared/api/checkout.schema';
import { retryLiveCheck } from '@/config/retry';
import { apiRequest } from '@/lib/api-client';

export function validateCoupon(
  code: string,
  bundleId: string,
  signal?: AbortSignal,
): Promise<CouponValidateResponse> {
  return apiRequest('validate-coupon', { body: { code, bundleId }, signal });
}

export const couponQueryOptions = (code: string, bundleId: string) =>
  queryOptions({
    queryKey: ['coupons', bundleId, code],
    queryFn: ({ signal }) => validateCoupon(code, bundleId, signal),
    // The pay button waits for this check: one retry, not the usual three (see `retryLiveCheck`).
    retry: retryLiveCheck,
  });

/** Live coupon check; idle while the code is blank. */
export function useCouponValidation(code: string, bundleId: string | undefined) {
  const trimmed = code.trim();
  return useQuery({
    ...couponQueryOptions(trimmed, bundleId ?? ''),
    enabled: trimmed.length > 0 && Boolean(bundleId),
  });
}
