import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TOTP } from 'otpauth';
import {
  ensureUser,
  ensureUserPool,
  startCognitoLocal,
  type CognitoLocal,
  type LocalUserPool,
} from './cognito-local';

/** The code an authenticator app shows for the secret now (Cognito's TOTP: SHA-1, 6 digits, 30 s). */
const codeFor = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const PASSWORD = 'Tw0-factor!pass';

/**
 * The local user pool's TOTP, driven through the AWS SDK as Amplify drives Cognito: enrol with an
 * access token, the SOFTWARE_TOKEN_MFA challenge at sign-in, and an admin's reset of the factor.
 */
describe('two-factor sign-in on the local user pool', () => {
  let dataDir: string;
  let cognito: CognitoLocal;
  let pool: LocalUserPool;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cognito-totp-'));
    cognito = await startCognitoLocal({ dataDir });
    pool = await ensureUserPool(cognito);
  });

  afterAll(async () => {
    await cognito?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (email: string) =>
    cognito.client.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );

  const answer = (email: string, session: string | undefined, code: string) =>
    cognito.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: pool.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );

  const mfaOf = async (email: string) => {
    const user = await cognito.client.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }),
    );
    return { methods: user.UserMFASettingList ?? [], preferred: user.PreferredMfaSetting };
  };

  /** Signs in with the password alone, enrols an authenticator and turns it on; its secret. */
  async function enrol(email: string): Promise<string> {
    await ensureUser(cognito.client, pool.userPoolId, { email, password: PASSWORD, group: 'own-admin' });
    const accessToken = (await signIn(email)).AuthenticationResult?.AccessToken;
    const { SecretCode } = await cognito.client.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    const secret = SecretCode ?? '';
    // Not on before the first code is verified.
    await expect(
      cognito.client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    ).rejects.toThrow(/not verified/);
    await expect(
      cognito.client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: '000000' })),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const verified = await cognito.client.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: codeFor(secret) }),
    );
    expect(verified.Status).toBe('SUCCESS');
    await cognito.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  }

  it('asks an enrolled user for the code after the password, and only the right code signs in', async () => {
    const email = 'enrolled@example.com';
    const secret = await enrol(email);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await mfaOf(email)).toEqual({ methods: ['SOFTWARE_TOKEN_MFA'], preferred: 'SOFTWARE_TOKEN_MFA' });

    const challenged = await signIn(email);
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenged.AuthenticationResult).toBeUndefined();
    await expect(answer(email, challenged.Session, '123456')).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });

    const again = await signIn(email);
    const done = await answer(email, again.Session, codeFor(secret));
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
    const me = await cognito.client.send(
      new GetUserCommand({ AccessToken: done.AuthenticationResult?.AccessToken }),
    );
    expect(me.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it("lets an admin turn another user's factor off (a lost device): the password alone signs in again", async () => {
    const email = 'lost-device@example.com';
    await enrol(email);
    expect((await signIn(email)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

    await cognito.client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    expect(await mfaOf(email)).toEqual({ methods: [], preferred: undefined });
    const signedIn = await signIn(email);
    expect(signedIn.ChallengeName).toBeUndefined();
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();

    await expect(
      cognito.client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: pool.userPoolId,
          Username: 'no-such-user@example.com',
          SoftwareTokenMfaSettings: { Enabled: false },
        }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('lets a user remove their own factor', async () => {
    const email = 'removes@example.com';
    const secret = await enrol(email);
    const challenged = await signIn(email);
    const { AuthenticationResult } = await answer(email, challenged.Session, codeFor(secret));
    await cognito.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: AuthenticationResult?.AccessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    expect((await signIn(email)).AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('keeps enrolled factors on disk across a restart', async () => {
    const email = 'survives@example.com';
    const secret = await enrol(email);
    await cognito.stop();
    cognito = await startCognitoLocal({ dataDir });
    const challenged = await signIn(email);
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect((await answer(email, challenged.Session, codeFor(secret))).AuthenticationResult).toBeDefined();
  });
});
