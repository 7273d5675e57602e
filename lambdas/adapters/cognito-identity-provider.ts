import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConflictError, ValidationError } from '../lib/errors';
import type { IdentityProvider, NewIdentity } from '../ports/identity-provider';

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;

/** Sign-ins in the shop's Cognito user pool, the e-mail (lower-cased) as username. */
export class CognitoIdentityProvider implements IdentityProvider {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  async exists(email: string): Promise<boolean> {
    try {
      await this.client.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: normalise(email) }),
      );
      return true;
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') return false;
      throw error;
    }
  }

  async create(identity: NewIdentity): Promise<void> {
    const username = normalise(identity.email);
    try {
      await this.client.send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: username,
          // The e-mail is proven already (the owner's mailed code, or an own-admin creating an admin): no
          // invitation mail, and the address is marked verified.
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: username },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: identity.name },
          ],
        }),
      );
    } catch (error) {
      if (errorName(error) === 'UsernameExistsException') {
        throw new ConflictError('A sign-in for this email exists already.');
      }
      throw error;
    }
    await this.client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: this.userPoolId,
        Username: username,
        GroupName: identity.group,
      }),
    );
  }

  async setPassword(email: string, password: string): Promise<void> {
    try {
      await this.client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: this.userPoolId,
          Username: normalise(email),
          Password: password,
          Permanent: true,
        }),
      );
    } catch (error) {
      // The pool's policy is the authority on passwords; its message tells the user what is missing.
      if (errorName(error) === 'InvalidPasswordException') {
        throw new ValidationError((error as Error).message, { password: (error as Error).message });
      }
      throw error;
    }
  }

  async hasSecondFactor(email: string): Promise<boolean> {
    try {
      const user = await this.client.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: normalise(email) }),
      );
      // The methods Cognito asks for at sign-in; a factor set up but never turned on is not among them.
      return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') return false;
      throw error;
    }
  }

  async removeSecondFactor(email: string): Promise<void> {
    await this.client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: this.userPoolId,
        Username: normalise(email),
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
  }

  async remove(email: string): Promise<void> {
    try {
      await this.client.send(
        new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: normalise(email) }),
      );
    } catch (error) {
      if (errorName(error) !== 'UserNotFoundException') throw error;
    }
  }
}

const normalise = (email: string) => email.trim().toLowerCase();
