import { Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { CATALOGUE_ROUTES } from '../../shared/api/catalogue.routes';
import { BRAND_ASSETS_PREFIX } from '../../lambdas/adapters/s3-asset-uploads';
import { VIEWER_IP_HEADER } from '../../lambdas/lib/viewer-address';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../../shared/site/prerendered-pages';
import { ORIGIN_VERIFY_HEADER } from './secrets';
import {
  awsCognitoOrigins,
  awsUploadOrigins,
  brandAssetSecurityHeaders,
  shopSecurityHeaders,
  type ShopSecurityHeaders,
} from './security-headers';
import type { StageConfig } from './stage-config';

/**
 * Which file answers a path, CloudFront's copy of `pageFileFor` (shared/site/prerendered-pages.ts):
 * a path with a file extension is a file; a prerendered page (its first view rendered at build time)
 * gets its own HTML file; every other client-side route gets the app shell. Done per behaviour in a
 * viewer-request function rather than with distribution-wide error responses, which would also turn
 * the API's own 403/404 answers into HTML with status 200. A unit test holds it to `pageFileFor`.
 */
export const SPA_FALLBACK_CODE = `var PAGES = ${JSON.stringify(PRERENDERED_PAGES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return request;
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;
  request.uri = '/' + (PAGES[path] || '${APP_SHELL_FILE}');
  return request;
}`;

/**
 * The API behaviour's viewer-request function: the viewer's IP, as CloudFront saw the connection,
 * in `VIEWER_IP_HEADER`, replacing whatever the viewer sent under that name. The API's per-client
 * limits key on it (lambdas/lib/viewer-address.ts), never on a header a viewer can send itself
 * (such as `CloudFront-Viewer-Address`, which the policy forwarding every viewer header passes on).
 */
export const VIEWER_IP_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export interface ShopWebProps {
  stage: StageConfig;
  restApi: apigateway.RestApi;
  /** Sent to the API as `X-Origin-Verify`; the API's WAF blocks requests without it (firewall.ts). */
  originSecret: secretsmanager.ISecret;
  brandAssets: s3.IBucket;
  /** Where the site bucket's S3 access logs and CloudFront's standard logs go. */
  accessLogs: s3.IBucket;
  /** Built SPA folder to deploy; without it the site bucket stays as it is (synth in tests, API-only deploys). */
  webDistPath?: string;
  /** The WAF web ACL (us-east-1) in front of the distribution, when there is one. */
  webAclArn?: string;
  /** Served as `/config.json`: what the SPA needs at run time (Cognito ids, region). */
  runtimeConfig: Record<string, string>;
}

/** The shop's public face: a private S3 bucket for the SPA behind CloudFront, which also routes `/api/*`. */
export class ShopWeb extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: ShopWebProps) {
    super(scope, id);
    const { stage } = props;
    const region = Stack.of(this).region;
    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !stage.retainData,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/site/',
    });

    // The same set `npm run preview` sends (infra/stack/security-headers.ts).
    const security = shopSecurityHeaders({
      cognitoOrigins: awsCognitoOrigins(region),
      uploadOrigins: awsUploadOrigins(region),
    });
    const headers = this.responseHeaders(
      'SecurityHeaders',
      `${stage.resourcePrefix}-security-headers`,
      security,
    );
    // The logo, opened on its own, is a document in which nothing runs (see brandAssetSecurityHeaders).
    const assetHeaders = this.responseHeaders(
      'BrandAssetHeaders',
      `${stage.resourcePrefix}-brand-asset-headers`,
      brandAssetSecurityHeaders(),
    );

    // The origin is named from the API id and the literal stage name, not from the deployed stage:
    // the Lambdas learn the site URL from this distribution, and a reference to the stage would
    // make the distribution wait for the Lambdas (a dependency cycle). Every request to it carries
    // the origin secret (a dynamic reference CloudFormation resolves), which the API's WAF requires.
    const apiOrigin = new origins.HttpOrigin(
      Fn.join('.', [props.restApi.restApiId, 'execute-api', region, Stack.of(this).urlSuffix]),
      {
        originPath: `/${stage.stage}`,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
      },
    );
    const viewerIp = new cloudfront.Function(this, 'ViewerIp', {
      code: cloudfront.FunctionCode.fromInline(VIEWER_IP_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: "The viewer's IP for the API's per-client limits, whatever the viewer sends",
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Everything but Host (API Gateway routes on its own host name). With caching disabled this
      // also forwards Authorization, which the Cognito authorizer reads.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: viewerIp }],
    };
    const catalogueCache = new cloudfront.CachePolicy(this, 'CatalogueCache', {
      cachePolicyName: `${stage.resourcePrefix}-catalogue`,
      comment: 'The catalogue is the same for everyone; an operator change reaches visitors within a minute',
      defaultTtl: stage.catalogueCacheTtl,
      maxTtl: stage.catalogueCacheTtl,
      minTtl: Duration.seconds(0),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The brand answers `no-cache` with an ETag so browsers revalidate on every page; the minimum TTL
    // makes CloudFront keep it anyway (and answer those revalidations itself) until an admin's save
    // invalidates it, or the TTL ends.
    const brandCache = new cloudfront.CachePolicy(this, 'BrandCache', {
      cachePolicyName: `${stage.resourcePrefix}-brand`,
      comment: 'The brand is the same for everyone; a save in the admin invalidates it',
      defaultTtl: stage.brandCacheTtl,
      maxTtl: stage.brandCacheTtl,
      minTtl: stage.brandCacheTtl,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const cachedApiBehavior = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      ...apiBehavior,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      // Public answers: nothing of the viewer's (no Authorization, no cookies, no address) reaches the API.
      originRequestPolicy: undefined,
      functionAssociations: undefined,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `eSIM shop (${stage.stage})`,
      webAclId: props.webAclArn,
      ...(stage.customDomain && {
        domainNames: [stage.customDomain.domainName],
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'Certificate',
          stage.customDomain.certificateArn,
        ),
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        sslSupportMethod: cloudfront.SSLMethod.SNI,
      }),
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaFallback', {
              code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
              comment: 'Client-side routes get index.html',
            }),
          },
        ],
      },
      additionalBehaviors: {
        [CATALOGUE_ROUTES['get-catalogue'].path]: cachedApiBehavior(catalogueCache),
        [BRAND_ROUTES['get-brand'].path]: cachedApiBehavior(brandCache),
        '/api/*': apiBehavior,
        [`/${BRAND_ASSETS_PREFIX}/*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.brandAssets),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: assetHeaders,
        },
      },
    });
    this.siteUrl = `https://${stage.customDomain?.domainName ?? this.distribution.distributionDomainName}`;
    if (!stage.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "No custom domain configured: the *.cloudfront.net certificate's protocol floor is CloudFront's to set; configure customDomain (-c domainName, -c certificateArn) for TLSv1.2_2021",
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Travellers buy before and during trips anywhere in the world: no country is kept out',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront web ACL must live in us-east-1: outside it the stack takes one with -c cloudFrontWebAclArn, and without one the API stage keeps its own regional ACL with the rate limits',
      });
    }

    if (props.webDistPath) {
      const deployment = new s3deploy.BucketDeployment(this, 'DeploySpa', {
        destinationBucket: this.bucket,
        sources: [
          s3deploy.Source.asset(props.webDistPath),
          s3deploy.Source.jsonData('config.json', props.runtimeConfig),
        ],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeDeploymentHelper(deployment);
    }
  }

  /** A response headers policy that sends `security` (see security-headers.ts), overriding the origin's. */
  private responseHeaders(
    id: string,
    name: string,
    security: ShopSecurityHeaders,
  ): cloudfront.ResponseHeadersPolicy {
    return new cloudfront.ResponseHeadersPolicy(this, id, {
      responseHeadersPolicyName: name,
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(security.strictTransportSecurity.maxAgeSeconds),
          includeSubdomains: security.strictTransportSecurity.includeSubdomains,
          preload: security.strictTransportSecurity.preload,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: security.contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption[security.frameOptions], override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });
  }
}

/** How cdk-nag writes a CloudFormation reference in a finding (cdk-nag's flattenCfnReference). */
function flattenReference(node: unknown): string {
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const value = node as Record<string, unknown>;
  if (Array.isArray(value['Fn::Join'])) {
    const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
    return items.map(flattenReference).join(delimiter);
  }
  if (value['Fn::Sub'] !== undefined) return flattenReference(value['Fn::Sub']);
  if (Array.isArray(value['Fn::GetAtt'])) {
    const [resource, attribute] = value['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenReference(resource)}.${flattenReference(attribute)}>`;
  }
  if (value['Ref'] !== undefined) return `<${flattenReference(value['Ref'])}>`;
  return JSON.stringify(node);
}

/**
 * The SPA upload runs in aws-cdk-lib's own BucketDeployment function: its runtime and its role (copy
 * from the CDK asset bucket into the site bucket, invalidate the distribution) are the library's.
 * Its wildcard findings are read from its policy and acknowledged on that function only.
 */
function acknowledgeDeploymentHelper(deployment: s3deploy.BucketDeployment): void {
  const helper = deployment.handlerRole.node.scope as Construct;
  const stack = Stack.of(helper);
  const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy') as iam.Policy | undefined;
  const statements =
    (stack.resolve(policy?.document.toJSON()) as { Statement?: Record<string, unknown>[] })?.Statement ?? [];
  const findings = new Set<string>();
  for (const statement of statements) {
    for (const action of [statement['Action']].flat() as string[]) {
      if (action.includes('*')) findings.add(`Action::${action}`);
    }
    for (const resource of [statement['Resource']].flat()) {
      const flat = flattenReference(resource);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  const reason =
    "aws-cdk-lib's BucketDeployment function, which copies the built SPA from the CDK asset bucket into the site bucket and invalidates the distribution; its runtime and policy are the library's";
  Validations.of(helper).acknowledge(
    { id: 'AwsSolutions-L1', reason },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason,
    },
    ...[...findings].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
  );
}
