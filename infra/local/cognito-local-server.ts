/**
 * The cognito-local process the local runtime starts: cognito-local 5.3.0 itself, plus the one user
 * pool action of the shop's two-factor sign-in that it lacks. cognito-local 5.3.0 does TOTP
 * (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference, the SOFTWARE_TOKEN_MFA
 * challenge of InitiateAuth and RespondToAuthChallenge, the MFA fields of GetUser and AdminGetUser,
 * all checked by `cognito-local-totp.int.test.ts`), but answers AdminSetUserMFAPreference, which an
 * own-admin's reset of another admin's factor calls, with "Unsupported x-amz-target". This adds it
 * as one more of cognito-local's own targets, over its own user store, so the reset changes the
 * very record the sign-in reads; everything else is cognito-local unchanged.
 *
 * Run with tsx's loader (`node --import tsx <this file>`), with PORT and HOST as cognito-local reads
 * them; its data stays in `.cognito/` under the working directory.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type MfaMethod = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The part of cognito-local's stored user this target reads and writes. */
interface StoredUser {
  UserMFASettingList?: MfaMethod[];
  PreferredMfaSetting?: MfaMethod;
  [field: string]: unknown;
}

interface UserPoolService {
  getUserByUsername(ctx: unknown, username: string): Promise<StoredUser | null>;
  saveUser(ctx: unknown, user: StoredUser): Promise<void>;
}

interface CognitoService {
  getUserPool(ctx: unknown, userPoolId: string): Promise<UserPoolService>;
}

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}

interface AdminSetUserMfaPreferenceRequest {
  UserPoolId: string;
  Username: string;
  SMSMfaSettings?: MfaSettings;
  SoftwareTokenMfaSettings?: MfaSettings;
}

type ErrorClass = new (message?: string) => Error;
const errors = require('cognito-local/lib/errors.js') as {
  UserNotFoundError: ErrorClass;
  InvalidParameterError: ErrorClass;
};
const { Targets } = require('cognito-local/lib/targets/targets.js') as {
  Targets: Record<string, (services: { cognito: CognitoService }) => unknown>;
};

/**
 * Cognito's AdminSetUserMFAPreference: SetUserMFAPreference (cognito-local's own rules: a factor is
 * enabled only once verified, the preferred one must be enabled) for a user named by pool and
 * username instead of by its access token. The verified secret stays stored, as on AWS; a new
 * AssociateSoftwareToken replaces it.
 */
export const AdminSetUserMFAPreference =
  ({ cognito }: { cognito: CognitoService }) =>
  async (ctx: unknown, req: AdminSetUserMfaPreferenceRequest): Promise<Record<string, never>> => {
    if (!req.UserPoolId || !req.Username) {
      throw new errors.InvalidParameterError('Missing required parameter UserPoolId or Username');
    }
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError('User does not exist.');
    const sms = req.SMSMfaSettings;
    const software = req.SoftwareTokenMfaSettings;
    const verified = (user['SoftwareTokenMfaConfiguration'] as { Verified?: boolean } | undefined)?.Verified;
    if (software?.Enabled && !verified) {
      throw new errors.InvalidParameterError('User has not verified software token MFA');
    }
    const methods = new Set<MfaMethod>(user.UserMFASettingList ?? []);
    const apply = (method: MfaMethod, settings: MfaSettings | undefined) => {
      if (!settings) return;
      if (settings.Enabled) methods.add(method);
      else methods.delete(method);
    };
    apply('SMS_MFA', sms);
    apply('SOFTWARE_TOKEN_MFA', software);
    let preferred: MfaMethod | undefined = sms?.PreferredMfa
      ? 'SMS_MFA'
      : software?.PreferredMfa
        ? 'SOFTWARE_TOKEN_MFA'
        : user.PreferredMfaSetting;
    if (preferred && !methods.has(preferred)) {
      if (sms?.PreferredMfa || software?.PreferredMfa) {
        throw new errors.InvalidParameterError(`Cannot set ${preferred} as preferred: it is not enabled`);
      }
      // The preferred factor was just disabled: nothing is preferred any more.
      preferred = undefined;
    }
    await userPool.saveUser(ctx, {
      ...user,
      UserMFASettingList: [...methods],
      PreferredMfaSetting: preferred,
    });
    return {};
  };

Targets['AdminSetUserMFAPreference'] = AdminSetUserMFAPreference as never;

// cognito-local's own start script, which reads PORT and HOST and serves every target above.
require('cognito-local/lib/bin/start.js');
