import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountType } from '@shared/api/accounts.schema';
import { landingPath, safeRedirect } from '@/lib/auth/landing';

/**
 * Where a signed-in user goes: back to the page they were sent away from, else their account type's
 * own page (SPEC section 6: /account, /admin or /business).
 */
export function signInTarget(redirectTo: string | null, type: AccountType): string {
  return safeRedirect(redirectTo) ?? landingPath(type);
}

/** Sends a user who just signed in to `signInTarget`. */
export function useSignInRedirect(redirectTo: string | null) {
  const navigate = useNavigate();
  return useCallback(
    (user: { type: AccountType }) => navigate(signInTarget(redirectTo, user.type), { replace: true }),
    [navigate, redirectTo],
  );
}
