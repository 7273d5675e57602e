import { SESSION_QUERY_KEY } from '@/lib/auth';

/** Keys of the admin console's queries: under the session, so signing out drops them. */
export const adminKey = (...parts: unknown[]) => [SESSION_QUERY_KEY, 'admin', ...parts] as const;
