import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AccountType, MeResponse } from '@shared/api/accounts.schema';
import { apiRequest, isRefusal, setTokenSource, type TokenSource } from '@/lib/api-client';
import { amplifyAuthClient } from './amplify-auth-client';
import type { AuthClient, AuthTokens, SignInResult } from './auth-client';
import { SESSION_QUERY_KEY, meQueryOptions } from './session-queries';
import { useSessionRefresh } from './session-refresh';
import { useHydrated } from '@/lib/hydration';

/** A finished sign-in gives the session user; an unfinished one names what it still needs. */
export type SignInOutcome =
  { done: true; user: MeResponse } | { done: false; challenge: 'new-password' | 'totp' };

export type Session = {
  /** loading: a stored session is being restored (or its user read). */
  status: 'loading' | 'anonymous' | 'authenticated';
  /** The session user object of SPEC section 3, from GET /api/me. */
  user: MeResponse | null;
  isAuthenticated: boolean;
  accountType: AccountType | null;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  answerChallenge(answer: string): Promise<SignInOutcome>;
  signOut(): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

type SessionProviderProps = {
  children: ReactNode;
  /** The identity provider; Amplify over Cognito unless a test gives a fake. */
  client?: AuthClient;
};

/**
 * The signed-in state of the whole app. A stored session is restored after the first paint (and
 * without loading Amplify at all when the browser holds none); tokens are refreshed near expiry; the
 * API client takes its ID token from here.
 */
export function SessionProvider({ children, client = amplifyAuthClient }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // undefined: not known yet; null: signed out.
  const [tokens, setTokensState] = useState<AuthTokens | null | undefined>(() =>
    client.mayHaveSession() ? undefined : null,
  );
  const tokensRef = useRef(tokens);
  const setTokens = useCallback((next: AuthTokens | null) => {
    tokensRef.current = next;
    setTokensState(next);
  }, []);

  const endSession = useCallback(async () => {
    setTokens(null);
    queryClient.removeQueries({ queryKey: [SESSION_QUERY_KEY] });
    await client.signOut().catch(() => undefined);
  }, [client, queryClient, setTokens]);

  // Registered while rendering, not in an effect: the pages below start their queries in their own
  // effects, which React runs before this provider's.
  const [tokenSource] = useState<TokenSource>(() => async () => {
    // While a stored session is still being restored (undefined), its tokens are asked for too.
    if (tokensRef.current === null) return null;
    return (await client.currentTokens())?.idToken ?? null;
  });
  setTokenSource(tokenSource);
  useEffect(() => {
    setTokenSource(tokenSource);
    return () => setTokenSource(null);
  }, [tokenSource]);

  useEffect(() => {
    if (tokensRef.current !== undefined) return;
    let cancelled = false;
    client
      .currentTokens()
      .catch(() => null)
      .then((restored) => {
        if (!cancelled) setTokens(restored);
      });
    return () => {
      cancelled = true;
    };
  }, [client, setTokens]);

  useSessionRefresh(tokens?.expiresAt ?? null, async () => {
    const refreshed = await client.refresh().catch(() => null);
    if (refreshed) setTokens(refreshed);
    else await endSession();
  });

  const me = useQuery({
    ...meQueryOptions(),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('get-me', { signal });
      } catch (error) {
        // A token the API refuses (no verified e-mail, no account row) is no session.
        if (isRefusal(error)) void endSession();
        throw error;
      }
    },
    enabled: Boolean(tokens),
  });

  const finish = useCallback(
    async (result: SignInResult): Promise<SignInOutcome> => {
      if (!result.done) return result;
      queryClient.removeQueries({ queryKey: [SESSION_QUERY_KEY] });
      setTokens(result.tokens);
      try {
        const user = await queryClient.fetchQuery(meQueryOptions());
        return { done: true, user };
      } catch (error) {
        await endSession();
        throw error;
      }
    },
    [endSession, queryClient, setTokens],
  );

  // A page rendered at build time shows nobody signed in; a stored session is shown once it is hydrated.
  const shownTokens = hydrated ? tokens : null;
  const user = shownTokens && me.data ? me.data : null;
  const status: Session['status'] =
    shownTokens === undefined || (shownTokens && me.isPending)
      ? 'loading'
      : user
        ? 'authenticated'
        : 'anonymous';

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      isAuthenticated: user !== null,
      accountType: user?.type ?? null,
      signIn: async (email, password) => finish(await client.signIn(email, password)),
      answerChallenge: async (answer) => finish(await client.answerChallenge(answer)),
      signOut: endSession,
      changePassword: (oldPassword, newPassword) => client.changePassword(oldPassword, newPassword),
    }),
    [status, user, finish, client, endSession],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
