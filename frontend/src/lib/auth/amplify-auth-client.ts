import { loadOnce } from '@/lib/load-once';
import { AuthFailure, type AuthClient } from './auth-client';

/** Where Amplify keeps who signed in last (`CognitoIdentityServiceProvider.<client id>.LastAuthUser`). */
const STORED_SESSION_KEY = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/**
 * The code that drives Amplify (amplify-auth.ts) loads with the first call that needs it, as Amplify
 * itself does: a visitor without a stored session loads neither until signing in.
 */
const load = loadOnce(() => import('./amplify-auth').then((module) => module.amplifyAuth));

/** As `load`, for the calls whose failures are AuthFailures: one that could not load is unexpected. */
const loadForSignIn = () =>
  load().catch((error: unknown) => {
    throw new AuthFailure('unexpected', error instanceof Error ? error.message : String(error));
  });

/** The app's AuthClient: Amplify v6 over the Cognito user pool (cognito-local when run locally). */
export const amplifyAuthClient: AuthClient = {
  mayHaveSession() {
    try {
      for (let i = 0; i < localStorage.length; i++) {
        if (STORED_SESSION_KEY.test(localStorage.key(i) ?? '')) return true;
      }
      return false;
    } catch {
      return false;
    }
  },
  currentTokens: async () => (await load()).currentTokens(),
  refresh: async () => (await load()).refresh(),
  signIn: async (email, password) => (await loadForSignIn()).signIn(email, password),
  answerChallenge: async (answer) => (await loadForSignIn()).answerChallenge(answer),
  signOut: async () => (await load()).signOut(),
  changePassword: async (oldPassword, newPassword) =>
    (await loadForSignIn()).changePassword(oldPassword, newPassword),
  totpEnabled: async () => (await loadForSignIn()).totpEnabled(),
  startTotpSetup: async (issuer, account) => (await loadForSignIn()).startTotpSetup(issuer, account),
  confirmTotpSetup: async (code) => (await loadForSignIn()).confirmTotpSetup(code),
  removeTotp: async () => (await loadForSignIn()).removeTotp(),
};
