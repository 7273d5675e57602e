import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AccountType, MeResponse } from '@shared/api/accounts.schema';
import { setTokenSource, type TokenSource } from '@/lib/token-source';
import { loadedQueryClient, loadQueryClient } from '@/lib/app-query-client';
import { amplifyAuthClient } from './amplify-auth-client';
import type { AuthClient, AuthTokens, SignInResult, TotpSetup } from './auth-client';
import { SESSION_QUERY_KEY, meQueryOptions } from './session-queries';
import { useSessionRefresh } from './session-refresh';
import type { SessionUserState } from './session-user';
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
  /** The signed-in user's authenticator app (TOTP), set up and removed with the identity provider itself. */
  twoFactor: {
    isEnabled(): Promise<boolean>;
    start(issuer: string, account: string): Promise<TotpSetup>;
    confirm(code: string): Promise<void>;
    remove(): Promise<void>;
  };
};

export const SessionContext = createContext<Session | null>(null);

/** The session user's reader, with the query client it reads through. */
const loadSessionUser = () =>
  Promise.all([import('./session-user'), loadQueryClient()]).then(([module]) => module);
const SessionUser = lazy(() => loadSessionUser().then((module) => ({ default: module.SessionUser })));

const NO_USER_YET: SessionUserState = { pending: true, user: null };

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
  const hydrated = useHydrated();
  // undefined: not known yet; null: signed out.
  const [tokens, setTokensState] = useState<AuthTokens | null | undefined>(() =>
    client.mayHaveSession() ? undefined : null,
  );
  const tokensRef = useRef(tokens);
  const [me, setMe] = useState<SessionUserState>(NO_USER_YET);
  const setTokens = useCallback((next: AuthTokens | null) => {
    tokensRef.current = next;
    setTokensState(next);
    if (!next) setMe(NO_USER_YET);
  }, []);

  const endSession = useCallback(async () => {
    setTokens(null);
    // Nothing to drop when no query was ever made.
    loadedQueryClient()?.removeQueries({ queryKey: [SESSION_QUERY_KEY] });
    await client.signOut().catch(() => undefined);
  }, [client, setTokens]);

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

  const finish = useCallback(
    async (result: SignInResult): Promise<SignInOutcome> => {
      if (!result.done) return result;
      // The reader's code comes with the query client, so that it mounts at once with the session.
      await loadSessionUser();
      const queryClient = await loadQueryClient();
      queryClient.removeQueries({ queryKey: [SESSION_QUERY_KEY] });
      // The API client sends the new session's token from now on; the session is shown (and the
      // session user's reader mounted) once its user is known, so that no reader joins, and on
      // leaving cancels, the request for it.
      tokensRef.current = result.tokens;
      try {
        const user = await queryClient.fetchQuery(meQueryOptions());
        setMe({ pending: false, user });
        setTokens(result.tokens);
        return { done: true, user };
      } catch (error) {
        await endSession();
        throw error;
      }
    },
    [endSession, setTokens],
  );

  // A page rendered at build time shows nobody signed in; a stored session is shown once it is hydrated.
  const shownTokens = hydrated ? tokens : null;
  const user = shownTokens && me.user ? me.user : null;
  const status: Session['status'] =
    shownTokens === undefined || (shownTokens && me.pending)
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
      twoFactor: {
        isEnabled: () => client.totpEnabled(),
        start: (issuer, account) => client.startTotpSetup(issuer, account),
        confirm: (code) => client.confirmTotpSetup(code),
        remove: () => client.removeTotp(),
      },
    }),
    [status, user, finish, client, endSession],
  );

  return (
    <SessionContext value={session}>
      {tokens ? (
        <Suspense fallback={null}>
          <SessionUser onChange={setMe} onRefused={() => void endSession()} />
        </Suspense>
      ) : null}
      {children}
    </SessionContext>
  );
}
