import type { AccountType } from '../../shared/api/accounts.schema';

/** A sign-in to create: the e-mail is the username, the account type its one group. */
export interface NewIdentity {
  email: string;
  name: string;
  group: AccountType;
}

/**
 * The user directory people sign in with (Cognito). Adapters throw ValidationError with the
 * directory's own message when a password breaks its policy, ConflictError when a sign-in for the
 * e-mail exists already; anything else is an infrastructure failure.
 */
export interface IdentityProvider {
  /** Whether a sign-in exists for the e-mail. */
  exists(email: string): Promise<boolean>;
  /**
   * Creates a confirmed sign-in with its e-mail marked verified (no invitation mail) and puts it in
   * its group. Callers create sign-ins only for a proven address: the owner's mailed code, or an
   * own-admin creating another admin.
   */
  create(identity: NewIdentity): Promise<void>;
  /** Sets a permanent password: the user signs in with it without a forced change. */
  setPassword(email: string, password: string): Promise<void>;
  /** Removes a sign-in; no error when there is none. */
  remove(email: string): Promise<void>;
  /**
   * Whether the sign-in has an authenticator app (TOTP) turned on, so that every password sign-in
   * also asks for its code. False when there is no such sign-in.
   */
  hasSecondFactor(email: string): Promise<boolean>;
  /** Turns the sign-in's authenticator app off (a lost device): the password alone signs in again. */
  removeSecondFactor(email: string): Promise<void>;
}
