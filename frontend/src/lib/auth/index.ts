/*
 * What the app's first page needs from the session. The route guard (`./require-account`) and the
 * sign-in redirects (`./landing`) are imported from their own modules, so that only the pages that
 * use them load them.
 */
export type { AuthClient, AuthTokens, SignInResult, TotpSetup } from './auth-client';
export { AuthFailure } from './auth-client';
export { SESSION_QUERY_KEY, meQueryOptions, sessionQueryOptions } from './session-queries';
export { SessionProvider, type Session, type SignInOutcome } from './session-provider';
export { useSession } from './use-session';
