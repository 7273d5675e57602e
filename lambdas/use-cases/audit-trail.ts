import type { AuthClaims } from '../lib/caller';
import type { AuditActor } from '../ports/audit-log';

/** Who did it, as the audit log names them: the signed-in admin's user id and e-mail. */
export const actorOf = (caller: AuthClaims): AuditActor => ({ id: caller.sub, email: caller.email });

/**
 * The fields of `after` whose values differ from `before`, as they were and as they are: what an
 * entry shows of a settings change, rather than every field of both.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}
