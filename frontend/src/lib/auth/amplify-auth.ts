import type * as AmplifyAuthModule from 'aws-amplify/auth';
import type { AuthClient, AuthTokens, SignInResult } from './auth-client';
import { AuthFailure } from './auth-client';
import { loadRuntimeConfig } from '@/config/env';
import { loadOnce } from '@/lib/load-once';

type AmplifyAuth = typeof AmplifyAuthModule;
type SignInOutput = Awaited<ReturnType<AmplifyAuth['signIn']>>;

/** Cognito's answers to a wrong e-mail or password (cognito-local says InvalidPasswordException). */
const INVALID_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

/**
 * Amplify's Auth category, loaded on first use and configured once. Nothing of Amplify is in the
 * page's first JavaScript: a visitor without a stored session loads it only when signing in.
 */
const amplify = loadOnce(() =>
  Promise.all([import('aws-amplify'), import('aws-amplify/auth'), loadRuntimeConfig()]).then(
    ([{ Amplify }, auth, config]) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint && { userPoolEndpoint: config.userPoolEndpoint }),
            loginWith: { email: true },
          },
        },
      });
      return auth;
    },
  ),
);

async function readTokens(auth: AmplifyAuth, forceRefresh: boolean): Promise<AuthTokens | null> {
  try {
    const { tokens } = await auth.fetchAuthSession({ forceRefresh });
    const idToken = tokens?.idToken;
    if (!idToken?.payload.exp) return null;
    return { idToken: idToken.toString(), expiresAt: idToken.payload.exp * 1000 };
  } catch {
    // A refresh token that expired or was revoked: the session is over.
    return null;
  }
}

function toFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (error instanceof Error && INVALID_CREDENTIALS.has(error.name))
    return new AuthFailure('invalid-credentials', error.message);
  // Amplify's own errors name the Cognito exception and carry a message meant for people.
  if (error instanceof Error && error.name.endsWith('Exception') && error.message)
    return new AuthFailure('provider', error.message);
  return new AuthFailure('unexpected', error instanceof Error ? error.message : String(error));
}

async function settle(auth: AmplifyAuth, output: SignInOutput): Promise<SignInResult> {
  const step = output.nextStep.signInStep;
  if (output.isSignedIn || step === 'DONE') {
    const tokens = await readTokens(auth, false);
    if (!tokens) throw new AuthFailure('unexpected', 'Signed in without tokens');
    return { done: true, tokens };
  }
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
    return { done: false, challenge: 'new-password' };
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { done: false, challenge: 'totp' };
  throw new AuthFailure('unsupported-step', step);
}

/** What the client does once Amplify is needed: everything but the stored-session check. */
export const amplifyAuth: Omit<AuthClient, 'mayHaveSession'> = {
  async currentTokens() {
    return readTokens(await amplify(), false);
  },
  async refresh() {
    return readTokens(await amplify(), true);
  },
  async signIn(email, password) {
    try {
      const auth = await amplify();
      const attempt = () =>
        auth.signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      try {
        return await settle(auth, await attempt());
      } catch (error) {
        // A stale session of another user is still stored: replace it.
        if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) throw error;
        await auth.signOut();
        return await settle(auth, await attempt());
      }
    } catch (error) {
      throw toFailure(error);
    }
  },
  async answerChallenge(answer) {
    try {
      const auth = await amplify();
      return await settle(auth, await auth.confirmSignIn({ challengeResponse: answer }));
    } catch (error) {
      throw toFailure(error);
    }
  },
  async signOut() {
    await (await amplify()).signOut();
  },
  async changePassword(oldPassword, newPassword) {
    try {
      await (await amplify()).updatePassword({ oldPassword, newPassword });
    } catch (error) {
      throw toFailure(error);
    }
  },
  async totpEnabled() {
    try {
      const { enabled } = await (await amplify()).fetchMFAPreference();
      return enabled?.includes('TOTP') ?? false;
    } catch (error) {
      throw toFailure(error);
    }
  },
  async startTotpSetup(issuer, account) {
    try {
      const details = await (await amplify()).setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, account).toString() };
    } catch (error) {
      throw toFailure(error);
    }
  },
  async confirmTotpSetup(code) {
    try {
      const auth = await amplify();
      await auth.verifyTOTPSetup({ code });
      await auth.updateMFAPreference({ totp: 'PREFERRED' });
    } catch (error) {
      throw toFailure(error);
    }
  },
  async removeTotp() {
    try {
      await (await amplify()).updateMFAPreference({ totp: 'DISABLED' });
    } catch (error) {
      throw toFailure(error);
    }
  },
};
