import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_ROUTES } from '../../shared/api/routes';
import { BRAND_ASSETS_PREFIX } from '../../lambdas/adapters/s3-asset-uploads';
import { awsCognitoOrigins, awsUploadOrigins, shopSecurityHeaders } from './security-headers';
import type { StageConfig } from './stage-config';

/**
 * The SPA fallback: a path without a file extension is a client-side route, so it gets index.html.
 * Done per behaviour in a viewer-request function rather than with distribution-wide error responses,
 * which would also turn the API's own 403/404 answers into index.html with status 200.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export interface ShopWebProps {
  stage: StageConfig;
  restApi: apigateway.RestApi;
  brandAssets: s3.IBucket;
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
    });

    // The same set `npm run preview` sends (infra/stack/security-headers.ts).
    const security = shopSecurityHeaders({
      cognitoOrigins: awsCognitoOrigins(region),
      uploadOrigins: awsUploadOrigins(region),
    });
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${stage.resourcePrefix}-security-headers`,
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

    // The origin is named from the API id and the literal stage name, not from the deployed stage:
    // the Lambdas learn the site URL from this distribution, and a reference to the stage would
    // make the distribution wait for the Lambdas (a dependency cycle).
    const apiOrigin = new origins.HttpOrigin(
      Fn.join('.', [props.restApi.restApiId, 'execute-api', region, Stack.of(this).urlSuffix]),
      { originPath: `/${stage.stage}`, protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY },
    );
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Everything but Host (API Gateway routes on its own host name). With caching disabled this
      // also forwards Authorization, which the Cognito authorizer reads.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    const catalogueCache = new cloudfront.CachePolicy(this, 'CatalogueCache', {
      cachePolicyName: `${stage.resourcePrefix}-catalogue`,
      comment: 'The catalogue is the same for everyone and changes only with the price tables',
      defaultTtl: stage.catalogueCacheTtl,
      maxTtl: stage.catalogueCacheTtl,
      minTtl: Duration.seconds(0),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `eSIM shop (${stage.stage})`,
      webAclId: props.webAclArn,
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
        [API_ROUTES['get-catalogue'].path]: {
          ...apiBehavior,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: catalogueCache,
          originRequestPolicy: undefined,
        },
        '/api/*': apiBehavior,
        [`/${BRAND_ASSETS_PREFIX}/*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.brandAssets),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;

    if (props.webDistPath) {
      new s3deploy.BucketDeployment(this, 'DeploySpa', {
        destinationBucket: this.bucket,
        sources: [
          s3deploy.Source.asset(props.webDistPath),
          s3deploy.Source.jsonData('config.json', props.runtimeConfig),
        ],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }
  }
}
