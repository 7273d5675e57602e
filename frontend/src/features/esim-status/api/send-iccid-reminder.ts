import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function sendIccidReminder(email: string) {
  return apiRequest('send-iccid-reminder', { body: { email } });
}

export function useSendIccidReminder() {
  return useMutation({ mutationFn: sendIccidReminder });
}
