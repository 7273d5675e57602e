import type { AccountType } from '@shared/api/accounts.schema';
import { paths } from '@/config/paths';

/** SPEC section 6: own-user goes to /account, own-admin to /admin, business types to /business. */
export function landingPath(type: AccountType): string {
  if (type === 'own-admin') return paths.admin;
  if (type === 'business-admin' || type === 'business-user') return paths.business;
  return paths.account;
}

/**
 * A `redirectTo` taken from the URL, kept only when it is a path of this site: anything else
 * (`https://…`, `//host`, `/\host`) would let a crafted link send a fresh sign-in elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
