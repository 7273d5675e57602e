import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { secretFields, type SecretId } from '../../lambdas/config/secrets';
import type { StageConfig } from './stage-config';

/**
 * Each secret as the stack creates it: the fields of its schema, empty (docs/deploying.md, "Secrets to set",
 * shows how operators fill them). Real keys never pass through CloudFormation.
 */
const emptySecret = (secretId: SecretId): Record<string, string> =>
  Object.fromEntries(secretFields(secretId).map((field) => [field, '']));

/**
 * The header CloudFront adds to every request it sends the API, carrying `originVerify`'s value; the
 * API's web ACL blocks a request without it (infra/stack/firewall.ts).
 */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';

/** Stripe and eSIM provider credentials in Secrets Manager, and the API's origin secret. */
export class ShopSecrets extends Construct {
  readonly secrets: Record<SecretId, secretsmanager.Secret>;
  /**
   * Proves a request to the API came through the shop's CloudFront distribution: CloudFront sends it
   * as `X-Origin-Verify` and the API's WAF blocks every request without it, so a caller cannot go
   * around CloudFront and name its own viewer address (`X-Viewer-Ip`, which CloudFront's function on
   * the API behaviour sets, infra/stack/web.ts). Generated here; CloudFormation
   * resolves it into both, so its value never appears in the template.
   */
  readonly originVerify: secretsmanager.Secret;

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
          'Holds keys issued by a third party (Stripe, the eSIM provider): only their dashboards can make new ones, so a rotation function has nothing to rotate with; operators roll them there and paste them here (docs/deploying.md, "Secrets to set")',
      });
      return secret;
    };
    this.secrets = {
      stripe: make('stripe', 'Stripe secret API key and webhook signing secret'),
      esimProvider: make('esimProvider', 'eSIM provider API client credentials'),
    };
    this.originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      secretName: `${stage.resourcePrefix}/origin-verify`,
      description: `Sent by CloudFront as ${ORIGIN_VERIFY_HEADER}; the API's WAF blocks requests without it`,
      // Letters and digits only: it travels as a header value and is matched byte for byte.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      // Worth nothing once CloudFront and the WAF are gone; a deploy makes a new one.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Read only by CloudFormation, which writes it into CloudFront's origin header and the API's WAF rule: a rotation function would change it under both until the next deploy and block the API, so it changes by replacing it in a deploy",
    });
  }
}
