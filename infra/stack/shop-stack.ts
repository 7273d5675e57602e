import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_ROUTES } from '../../shared/api/routes';
import { ShopApi } from './api';
import { ShopAuth } from './auth';
import { CatalogueSync } from './catalogue-sync';
import { ShopData } from './data';
import { ShopFirewall } from './firewall';
import { ShopMail } from './mail';
import { OrderPipeline } from './order-pipeline';
import { OrderRecovery } from './order-recovery';
import { ShopSecrets } from './secrets';
import type { StageConfig } from './stage-config';
import { ShopWeb } from './web';
import type { ResourceValues } from '../../lambdas/config/environment';

export interface ShopStackProps extends StackProps {
  stage: StageConfig;
  /** Built SPA to upload; leave out to deploy the back end only. */
  webDistPath?: string;
}

/** The whole shop in one stack: stateful constructs first, then the functions that use them, then the web edge. */
export class ShopStack extends Stack {
  readonly data: ShopData;
  readonly auth: ShopAuth;
  readonly secrets: ShopSecrets;
  readonly mail: ShopMail;
  readonly pipeline: OrderPipeline;
  readonly recovery: OrderRecovery;
  readonly catalogueSync: CatalogueSync;
  readonly api: ShopApi;
  readonly firewall: ShopFirewall;
  readonly web: ShopWeb;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.data = new ShopData(this, 'Data', { stage });
    this.auth = new ShopAuth(this, 'Auth', { stage });
    this.secrets = new ShopSecrets(this, 'Secrets', { stage });
    this.mail = new ShopMail(this, 'Mail', { stage });

    const issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.auth.userPool.userPoolId}`;
    // Each function's environment names only what it is granted. The site URL and the state machine
    // exist only once the functions that link to them are defined, hence the lazy values.
    const siteUrl = Lazy.string({ produce: () => this.web.siteUrl });
    const values: ResourceValues = {
      tables: this.data.tableNames(),
      shopUrl: siteUrl,
      // CloudFront routes /api/* of the site to the API.
      publicApiUrl: siteUrl,
      stripe: { secretArn: this.secrets.secrets.stripe.secretArn },
      esimProvider: { url: stage.esimProviderUrl, secretArn: this.secrets.secrets.esimProvider.secretArn },
      stateMachineArn: Lazy.string({ produce: () => this.pipeline.stateMachine.stateMachineArn }),
      mailFrom: this.mail.mailFrom,
      userPoolId: this.auth.userPool.userPoolId,
      tokenIssuer: {
        issuer,
        jwksUrl: `${issuer}/.well-known/jwks.json`,
        clientId: this.auth.webClient.userPoolClientId,
      },
      // Published assets' keys start with brand-assets/, the path CloudFront serves them under.
      brandAssets: { bucket: this.data.brandAssets.bucketName },
      supportMailbox: stage.supportMailbox,
      chatAssistant: stage.chatAssistant,
      orderRecovery: { stallMinutes: stage.orderRecovery.orderStallMinutes },
      adminTwoFactor: { required: stage.requireAdminTotp },
      // No cycle, as with the site URL: the distribution waits for the REST API's id only (web.ts),
      // never for its stage or functions, so a function may name the distribution it invalidates.
      edgeCache: {
        kind: 'cloudfront',
        distributionId: Lazy.string({ produce: () => this.web.distribution.distributionId }),
      },
      brandFixedCode: stage.brandFixedCode,
      logLevel: stage.logLevel,
    };
    const access = {
      data: this.data,
      secrets: this.secrets,
      mail: this.mail,
      userPool: this.auth.userPool,
      brandAssets: this.data.brandAssets,
      values,
    };

    this.pipeline = new OrderPipeline(this, 'OrderPipeline', { stage, access });
    this.recovery = new OrderRecovery(this, 'OrderRecovery', {
      stage,
      access: { ...access, stateMachine: this.pipeline.stateMachine },
    });
    this.catalogueSync = new CatalogueSync(this, 'CatalogueSync', { stage, access });
    this.api = new ShopApi(this, 'Api', {
      stage,
      userPool: this.auth.userPool,
      access: { ...access, stateMachine: this.pipeline.stateMachine },
    });
    this.firewall = new ShopFirewall(this, 'Firewall', {
      stage,
      apiStageArn: this.api.restApi.deploymentStage.stageArn,
      originSecret: this.secrets.originVerify,
    });
    this.web = new ShopWeb(this, 'Web', {
      stage,
      webAclArn: this.firewall.cloudFrontAclArn,
      restApi: this.api.restApi,
      originSecret: this.secrets.originVerify,
      brandAssets: this.data.brandAssets,
      accessLogs: this.data.accessLogs,
      webDistPath: props.webDistPath,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
      },
    });

    const output = (outputId: string, value: string, description: string) =>
      new CfnOutput(this, outputId, { value, description });
    output('SiteUrl', this.web.siteUrl, 'The shop');
    output('ApiUrl', `${this.web.siteUrl}/api`, 'The HTTP API, same origin as the shop');
    output('RestApiId', this.api.restApi.restApiId, 'API Gateway REST API id');
    output(
      'ApiGatewayUrl',
      this.api.restApi.url,
      'API Gateway stage URL (its WAF blocks calls that bypass CloudFront)',
    );
    output(
      'StripeWebhookUrl',
      `${this.web.siteUrl}${API_ROUTES['payment-webhook'].path}`,
      'Paste into Stripe',
    );
    output('UserPoolId', this.auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', this.auth.webClient.userPoolClientId, 'Cognito app client of the SPA');
    output('StripeSecretArn', this.secrets.secrets.stripe.secretArn, 'Stripe keys: secretKey, webhookSecret');
    output(
      'EsimProviderSecretArn',
      this.secrets.secrets.esimProvider.secretArn,
      'eSIM provider credentials: clientId, clientSecret',
    );
    output('StateMachineArn', this.pipeline.stateMachine.stateMachineArn, 'Order pipeline');
    output('SiteBucketName', this.web.bucket.bucketName, 'SPA bucket');
  }
}
