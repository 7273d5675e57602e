import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '../../shared/validation/password-policy';
import { ACCOUNT_TYPES } from '../../shared/api/accounts.schema';
import type { StageConfig } from './stage-config';

/** Sign-in for travellers and staff: a user pool with e-mail sign-in, the account groups and the SPA's client. */
export class ShopAuth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${stage.resourcePrefix}-users`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Only the shop's server creates sign-ins, after the owner proved the e-mail with a mailed code.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      // A changed e-mail is used (and the token carries it) only once the new address is verified.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      // Every account may add an authenticator app (TOTP); own-admins must where the stage says so
      // (`requireAdminTotp`), which the admin routes check, since the pool cannot require it per group.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      deletionProtection: stage.retainData,
      featurePlan: cognito.FeaturePlan[stage.userPoolPlan],
      ...(stage.userPoolPlan === 'PLUS' && {
        standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      }),
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        "MFA is optional per user on purpose: a traveller buying one eSIM signs in rarely and may add an authenticator app (TOTP); own-admins must have one where the stage requires it, which every admin route checks (the pool's setting cannot differ per group)",
    });
    if (stage.userPoolPlan !== 'PLUS') {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason: `The ${stage.stage} stage has test users only; threat protection's price per active user is paid where real travellers sign in (prod uses PLUS)`,
      });
    }
    // One group per account type of the spec.
    for (const group of ACCOUNT_TYPES) {
      new cognito.CfnUserPoolGroup(this, `Group-${group}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
      });
    }
    // The SPA signs in with Amplify: SRP on AWS, USER_PASSWORD_AUTH where the local Cognito lacks SRP.
    // It sends the ID token to the API: API Gateway's Cognito authorizer (no OAuth scopes) takes it,
    // and it carries the e-mail and email_verified that the handlers trust.
    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `${stage.resourcePrefix}-web`,
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
