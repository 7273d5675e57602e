import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { secretFields, type SecretId } from '../../lambdas/config/secrets';
import type { StageConfig } from './stage-config';

/**
 * Each secret as the stack creates it: the fields of its schema, empty (README.md, "Secrets to set",
 * shows how operators fill them). Real keys never pass through CloudFormation.
 */
const emptySecret = (secretId: SecretId): Record<string, string> =>
  Object.fromEntries(secretFields(secretId).map((field) => [field, '']));

/** Stripe and eSIM provider credentials in Secrets Manager. */
export class ShopSecrets extends Construct {
  readonly secrets: Record<SecretId, secretsmanager.Secret>;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    const make = (secretId: SecretId, description: string) => {
      const secret = new secretsmanager.Secret(this, secretId, {
        secretName: `${stage.resourcePrefix}/${secretId}`,
        description,
        secretStringValue: SecretValue.unsafePlainText(JSON.stringify(emptySecret(secretId))),
        removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Holds keys issued by a third party (Stripe, the eSIM provider): only their dashboards can make new ones, so a rotation function has nothing to rotate with; operators roll them there and paste them here (README, "Secrets to set")',
      });
      return secret;
    };
    this.secrets = {
      stripe: make('stripe', 'Stripe secret API key and webhook signing secret'),
      esimProvider: make('esimProvider', 'eSIM provider API client credentials'),
    };
  }
}
