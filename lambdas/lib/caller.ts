import type { AccountType } from '../../shared/api/accounts.schema';

/** What a valid ID token says; `email` only when the token says it is verified. */
export interface TokenClaims {
  sub: string;
  email: string | null;
  groups: string[];
}

/** The caller of a signed-in route: a valid ID token with a verified e-mail. */
export interface AuthClaims extends TokenClaims {
  email: string;
}

/** Reduces a token to its claims; rejects an invalid or foreign one. */
export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/**
 * The verifier of an admin route, which also refuses (403) an own-admin without the second factor
 * the stage requires (`adminFactor`, run after the group check).
 */
export type AdminTokenVerifier = TokenVerifier & { adminFactor(caller: AuthClaims): Promise<void> };

/** The Cognito group of the shop's own admins: the only callers of 'admin' routes. */
export const OWN_ADMIN_GROUP: AccountType = 'own-admin';
