export type { AuthClient, AuthTokens, SignInResult } from './auth-client';
export { AuthFailure } from './auth-client';
export { landingPath, safeRedirect } from './landing';
export { RequireAccount } from './require-account';
export { SESSION_QUERY_KEY, meQueryOptions, retryUnlessRefused } from './session-queries';
export { SessionProvider, type Session, type SignInOutcome } from './session-provider';
export { useSession } from './use-session';
