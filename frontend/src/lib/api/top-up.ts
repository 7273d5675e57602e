import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CouponValidateResponse } from '@shared/api/checkout.schema';
import type {
  TopUpCheckoutRequest,
  TopUpCheckoutResponse,
  TopUpOffersResponse,
} from '@shared/api/top-up.schema';
import { retryLiveCheck } from '@/config/retry';
import { apiRequest } from '@/lib/api-client';

/** POST /api/top-ups/offers: the top-ups of the eSIM's zone, for its e-mail and ICCID. */
export function fetchTopUpOffers(
  email: string,
  iccid: string,
  signal?: AbortSignal,
): Promise<TopUpOffersResponse> {
  return apiRequest('list-top-up-offers', { body: { email, iccid }, signal });
}

export const topUpOffersQueryOptions = (email: string, iccid: string) =>
  queryOptions({
    queryKey: ['top-up-offers', email, iccid],
    queryFn: ({ signal }) => fetchTopUpOffers(email, iccid, signal),
  });

export function useTopUpOffers(email: string, iccid: string) {
  return useQuery(topUpOffersQueryOptions(email, iccid));
}

/** The live coupon check, priced from the top-up table. */
export function useTopUpCoupon(code: string, bundleId: string | null) {
  const trimmed = code.trim();
  return useQuery({
    queryKey: ['coupons', 'topup', bundleId, trimmed],
    queryFn: ({ signal }): Promise<CouponValidateResponse> =>
      apiRequest('validate-coupon', {
        body: { code: trimmed, bundleId: bundleId ?? '', kind: 'topup' },
        signal,
      }),
    enabled: trimmed.length > 0 && Boolean(bundleId),
    // The pay button waits for this check: one retry, not the usual three (see `retryLiveCheck`).
    retry: retryLiveCheck,
  });
}

export function createTopUpCheckout(request: TopUpCheckoutRequest): Promise<TopUpCheckoutResponse> {
  return apiRequest('create-top-up-checkout', { body: request });
}

export function useCreateTopUpCheckout() {
  return useMutation({ mutationFn: createTopUpCheckout });
}

/**
 * The hooks of 'Top up this eSIM' (`TopUpAction`), which the features that show it (the status
 * checker, the account) hand to it: components/ call no API themselves. One constant, so each
 * render calls the same hooks.
 */
export const topUpApi = {
  useOffers: useTopUpOffers,
  useCoupon: useTopUpCoupon,
  useCheckout: useCreateTopUpCheckout,
};
