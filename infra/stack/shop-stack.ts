import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_ROUTES } from '../../shared/api/routes';
import { ShopApi } from './api';
import { ShopAuth } from './auth';
import { BRAND_ASSET_PREFIX, ShopData } from './data';
import { ShopMail } from './mail';
import { OrderPipeline, type PipelineDefinitionSource } from './order-pipeline';
import { ShopSecrets } from './secrets';
import type { StageConfig } from './stage-config';
import { ShopWeb } from './web';
import { TABLE_IDS } from '../data/table-definitions';
import * as sharedPipeline from '../pipeline/order-pipeline-definition';

export interface ShopStackProps extends StackProps {
  stage: StageConfig;
  /** The order pipeline's definition module; the shared one unless a test swaps it. */
  pipeline?: PipelineDefinitionSource;
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
  readonly api: ShopApi;
  readonly web: ShopWeb;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.data = new ShopData(this, 'Data', { stage });
    this.auth = new ShopAuth(this, 'Auth', { stage });
    this.secrets = new ShopSecrets(this, 'Secrets', { stage });
    this.mail = new ShopMail(this, 'Mail', { stage });

    const issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.auth.userPool.userPoolId}`;
    // Configuration, not secrets: every function gets all of it, IAM decides what each may touch.
    const environment: Record<string, string> = {
      ...this.data.environment(TABLE_IDS),
      STRIPE_SECRET_ARN: this.secrets.secrets.stripe.secretArn,
      ESIM_PROVIDER_URL: stage.esimProviderUrl,
      ESIM_PROVIDER_SECRET_ARN: this.secrets.secrets.esimProvider.secretArn,
      MAIL_FROM: this.mail.mailFrom,
      BRAND_FIXED_CODE: stage.brandFixedCode,
      COGNITO_USER_POOL_ID: this.auth.userPool.userPoolId,
      COGNITO_CLIENT_ID: this.auth.webClient.userPoolClientId,
      COGNITO_ISSUER: issuer,
      COGNITO_JWKS_URL: `${issuer}/.well-known/jwks.json`,
      BRAND_ASSETS_BUCKET: this.data.brandAssets.bucketName,
      BRAND_ASSETS_PREFIX: BRAND_ASSET_PREFIX,
      SUPPORT_MAILBOX: stage.supportMailbox,
      CHAT_ASSISTANT: stage.chatAssistant.kind,
      ...(stage.chatAssistant.kind === 'bedrock' && { BEDROCK_MODEL_ID: stage.chatAssistant.modelId }),
    };
    const access = {
      data: this.data,
      secrets: this.secrets,
      mail: this.mail,
      userPool: this.auth.userPool,
      brandAssets: this.data.brandAssets,
      ...(stage.chatAssistant.kind === 'bedrock' && { chatModelId: stage.chatAssistant.modelId }),
    };

    this.pipeline = new OrderPipeline(this, 'OrderPipeline', {
      stage,
      source: props.pipeline ?? sharedPipeline,
      access,
      environment,
    });
    this.api = new ShopApi(this, 'Api', {
      stage,
      userPool: this.auth.userPool,
      access: { ...access, stateMachine: this.pipeline.stateMachine },
      environment: { ...environment, STATE_MACHINE_ARN: this.pipeline.stateMachine.stateMachineArn },
    });
    this.web = new ShopWeb(this, 'Web', {
      stage,
      restApi: this.api.restApi,
      brandAssets: this.data.brandAssets,
      webDistPath: props.webDistPath,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
      },
    });
    // Links in e-mails and Stripe's return URLs point at the site, known only once CloudFront exists.
    for (const fn of [...Object.values(this.api.functions), ...Object.values(this.pipeline.functions)]) {
      fn.addEnvironment('SHOP_URL', this.web.siteUrl);
      fn.addEnvironment('BRAND_ASSETS_URL', `${this.web.siteUrl}/${BRAND_ASSET_PREFIX}`);
    }

    const output = (outputId: string, value: string, description: string) =>
      new CfnOutput(this, outputId, { value, description });
    output('SiteUrl', this.web.siteUrl, 'The shop');
    output('ApiUrl', `${this.web.siteUrl}/api`, 'The HTTP API, same origin as the shop');
    output('RestApiId', this.api.restApi.restApiId, 'API Gateway REST API id');
    output('ApiGatewayUrl', this.api.restApi.url, 'API Gateway stage URL (bypasses CloudFront)');
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
