/** The ID token the API accepts, and when it expires (ms since the epoch). */
export type AuthTokens = { idToken: string; expiresAt: number };

/**
 * A sign-in either ends with tokens or asks for one more answer: a new password (a sign-in created
 * with a temporary password, e.g. the first admin made in the Cognito console) or a TOTP code (an
 * admin who turned on multi-factor).
 */
export type SignInResult =
  { done: true; tokens: AuthTokens } | { done: false; challenge: 'new-password' | 'totp' };

/**
 * Why a sign-in or password change failed: wrong e-mail or password (a sign-in may simply not exist
 * yet: the account needs password setup), a message of the identity provider worth showing as is, or
 * something unexpected (network, configuration).
 */
export class AuthFailure extends Error {
  constructor(
    readonly reason: 'invalid-credentials' | 'provider' | 'unsupported-step' | 'unexpected',
    message: string,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}

/**
 * An authenticator app being set up: the shared secret (shown as text, for typing into the app) and
 * the `otpauth://` URI the QR code carries.
 */
export type TotpSetup = { secret: string; uri: string };

/** The identity provider as the session sees it (Amplify over Cognito in the app, a fake in tests). */
export interface AuthClient {
  /** Whether this browser may hold a session, answered without loading the identity provider's code. */
  mayHaveSession(): boolean;
  /** The current tokens (refreshed when expired), or null when signed out or the session is gone. */
  currentTokens(): Promise<AuthTokens | null>;
  /** New tokens from the refresh token, or null when the session can no longer be refreshed. */
  refresh(): Promise<AuthTokens | null>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Answers the challenge a sign-in asked for. */
  answerChallenge(answer: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Whether the signed-in user's sign-in asks for an authenticator code (TOTP is turned on). */
  totpEnabled(): Promise<boolean>;
  /** Starts setting up an authenticator app; `issuer` and `account` name the entry in the app. */
  startTotpSetup(issuer: string, account: string): Promise<TotpSetup>;
  /** Checks a first code from the app and turns TOTP on: from now on every sign-in asks for a code. */
  confirmTotpSetup(code: string): Promise<void>;
  /** Turns TOTP off: the password alone signs in again. */
  removeTotp(): Promise<void>;
}
