import { pageHref, paths } from '@/config/paths';

export const AUTH_TABS = ['check', 'password', 'login', 'register'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** /auth at one tab, carrying the e-mail and where to go after signing in (SPEC section 2). */
export function authTabHref(
  tab: AuthTab,
  { email, redirectTo }: { email?: string; redirectTo?: string | null },
) {
  return pageHref(paths.auth, { tab, email, redirectTo });
}

/** /login with the e-mail filled in, keeping where to go after signing in. */
export function loginHref({ email, redirectTo }: { email?: string; redirectTo?: string | null }) {
  return pageHref(paths.login, { email, redirectTo });
}
