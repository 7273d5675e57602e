import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

/** One console call through the admin-only provider proxy. */
export function useProviderCall() {
  return useMutation({
    mutationFn: (request: RequestOf<'provider-proxy'>) => apiRequest('provider-proxy', { body: request }),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (request: RequestOf<'send-test-email'>) => apiRequest('send-test-email', { body: request }),
  });
}

export function useSendIccidReminder() {
  return useMutation({
    mutationFn: (request: RequestOf<'send-iccid-reminder-test'>) =>
      apiRequest('send-iccid-reminder-test', { body: request }),
  });
}
