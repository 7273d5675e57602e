import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '@shared/api/accounts.schema';
import { apiRequest, isRefusal } from '@/lib/api-client';
import { meQueryOptions } from './session-queries';

/** What the session provider knows of the session user: still asked for, or the answer (none on failure). */
export type SessionUserState = { pending: boolean; user: MeResponse | null };

/**
 * The session user of GET /api/me while a session is held, reported to the session provider. Read
 * through the query cache, so that what changes it (the account's profile) shows at once. Loaded with
 * TanStack Query only once there is a session: an anonymous visit never loads either.
 */
export function SessionUser({
  onChange,
  onRefused,
}: {
  onChange: (state: SessionUserState) => void;
  /** The API refused the session's token (no verified e-mail, no account row): there is no session. */
  onRefused: () => void;
}) {
  const me = useQuery({
    ...meQueryOptions(),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('get-me', { signal });
      } catch (error) {
        if (isRefusal(error)) onRefused();
        throw error;
      }
    },
  });
  const user = me.data ?? null;
  useEffect(() => onChange({ pending: me.isPending, user }), [me.isPending, user, onChange]);
  return null;
}
