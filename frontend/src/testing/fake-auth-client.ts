import { AuthFailure, type AuthClient, type AuthTokens } from '@/lib/auth';
import { db } from './mocks/db';

const ONE_HOUR_MS = 60 * 60 * 1000;

type FakeAuthClientOptions = {
  /** Lifetime of each ID token the fake hands out. */
  tokenLifetimeMs?: number;
  /** The session this browser holds at start (as Amplify's storage would). */
  signedInAs?: string;
  /**
   * What a correct password is answered with before tokens: a new password (a sign-in created with
   * a temporary one) or an authenticator code (`TOTP_CODE`).
   */
  challenge?: 'new-password' | 'totp';
};

/** The code the fake authenticator app shows. */
export const TOTP_CODE = '246810';

/** The secret the fake identity provider hands out for an authenticator app. */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export type FakeAuthClient = AuthClient & {
  /** How many times the session was refreshed. */
  refreshes: number;
  /** Makes the next refreshes fail, as when the refresh token expired or was revoked. */
  refreshFails: boolean;
  signOuts: number;
};

/**
 * The identity provider's stand-in: signs in the users of the fake db that have a password, hands
 * out ID tokens the network fakes recognise, and counts refreshes.
 */
export function createFakeAuthClient({
  tokenLifetimeMs = ONE_HOUR_MS,
  signedInAs,
  challenge,
}: FakeAuthClientOptions = {}): FakeAuthClient {
  let serial = 0;
  let current: { email: string; tokens: AuthTokens } | null = null;
  let challenged: string | null = null;
  let settingUp: string | null = null;
  const signedInUser = () => (current ? db.users.get(current.email) : undefined);
  const issue = (email: string): AuthTokens => {
    const idToken = `id-token-${++serial}`;
    db.tokens.set(idToken, email);
    current = { email, tokens: { idToken, expiresAt: Date.now() + tokenLifetimeMs } };
    return current.tokens;
  };
  if (signedInAs) issue(signedInAs);

  const client: FakeAuthClient = {
    refreshes: 0,
    refreshFails: false,
    signOuts: 0,
    mayHaveSession: () => current !== null,
    currentTokens: async () => current?.tokens ?? null,
    async refresh() {
      client.refreshes += 1;
      if (!current || client.refreshFails) {
        current = null;
        return null;
      }
      return issue(current.email);
    },
    async signIn(email, password) {
      const user = db.users.get(email.trim().toLowerCase());
      if (!user?.password || user.password !== password) {
        throw new AuthFailure('invalid-credentials', 'Incorrect username or password.');
      }
      if (challenge || user.totp) {
        challenged = user.email;
        return { done: false, challenge: challenge ?? 'totp' };
      }
      return { done: true, tokens: issue(user.email) };
    },
    async answerChallenge(answer) {
      const user = challenged ? db.users.get(challenged) : undefined;
      if (!user) throw new AuthFailure('unsupported-step', 'No challenge pending');
      if ((challenge ?? 'totp') === 'totp' && answer !== TOTP_CODE) {
        throw new AuthFailure('provider', 'Invalid code received for user');
      }
      if (challenge === 'new-password') user.password = answer;
      challenged = null;
      return { done: true, tokens: issue(user.email) };
    },
    async signOut() {
      client.signOuts += 1;
      current = null;
    },
    async changePassword(oldPassword, newPassword) {
      const user = current ? db.users.get(current.email) : undefined;
      if (!user || user.password !== oldPassword) {
        throw new AuthFailure('provider', 'Incorrect username or password.');
      }
      user.password = newPassword;
    },
    async totpEnabled() {
      const user = signedInUser();
      if (!user) throw new AuthFailure('unexpected', 'Not signed in');
      return user.totp === true;
    },
    async startTotpSetup(issuer, account) {
      const user = signedInUser();
      if (!user) throw new AuthFailure('unexpected', 'Not signed in');
      settingUp = user.email;
      const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
      return {
        secret: TOTP_SECRET,
        uri: `otpauth://totp/${label}?secret=${TOTP_SECRET}&issuer=${encodeURIComponent(issuer)}`,
      };
    },
    async confirmTotpSetup(code) {
      const user = signedInUser();
      if (!user || settingUp !== user.email) throw new AuthFailure('provider', 'Setup was not started');
      if (code !== TOTP_CODE) throw new AuthFailure('provider', 'Code mismatch');
      user.totp = true;
      settingUp = null;
    },
    async removeTotp() {
      const user = signedInUser();
      if (!user) throw new AuthFailure('unexpected', 'Not signed in');
      user.totp = false;
    },
  };
  return client;
}
