import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/**
 * The JSON shape operators store in each secret (README.md, "Secrets to set", shows the commands). The stack only
 * creates them with empty values: real keys never pass through CloudFormation.
 */
export const SECRET_SHAPES = {
  stripe: { secretKey: '', webhookSecret: '' },
  esimProvider: { clientId: '', clientSecret: '' },
} as const;
export type SecretId = keyof typeof SECRET_SHAPES;

/** Stripe and eSIM provider credentials in Secrets Manager. */
export class ShopSecrets extends Construct {
  readonly secrets: Record<SecretId, secretsmanager.Secret>;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    const make = (secretId: SecretId, description: string) =>
      new secretsmanager.Secret(this, secretId, {
        secretName: `${stage.resourcePrefix}/${secretId}`,
        description,
        secretStringValue: SecretValue.unsafePlainText(JSON.stringify(SECRET_SHAPES[secretId])),
        removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
    this.secrets = {
      stripe: make('stripe', 'Stripe secret API key and webhook signing secret'),
      esimProvider: make('esimProvider', 'eSIM provider API client credentials'),
    };
  }
}
