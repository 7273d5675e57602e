import { useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@shared/api/routes';
import { apiRequest } from '@/lib/api-client';

export function sendChatMessage(request: RequestOf<'chat'>): Promise<ResponseOf<'chat'>> {
  return apiRequest('chat', { body: request });
}

/** Each chat turn is one question and one answer, asked for by the visitor, so it is a mutation. */
export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
