import type { AdminUsersResponse } from '../../shared/api/admin-console.schema';
import type { UserStore } from '../ports/user-store';
import { decodeCursor, encodeCursor } from './page-cursor';

const isUserCursor = (value: unknown): value is { after: string } =>
  typeof value === 'object' && value !== null && typeof (value as { after: unknown }).after === 'string';

/** The User Management list: e-mail, name, account type and creation, searched by e-mail or name. */
export async function listAdminUsers(
  deps: { users: UserStore },
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminUsersResponse> {
  const page = await deps.users.listPage({
    search: query.q,
    limit: query.limit,
    after: decodeCursor(query.cursor, isUserCursor)?.after,
  });
  return {
    users: page.users.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.full_name,
      accountType: user.account_type,
      createdAt: user.created_at,
    })),
    nextCursor: page.next ? encodeCursor({ after: page.next }) : null,
  };
}
