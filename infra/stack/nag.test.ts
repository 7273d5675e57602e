import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { roleStatementsOf } from './iam-statements.test-support';
import { ShopStack } from './shop-stack';
import { stageConfig, type StageConfig, type StageName } from './stage-config';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A built SPA stand-in, so the synthesized stack also holds the upload that a real deploy has. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shop</title>');
  return dir;
}

const CUSTOM_DOMAIN = {
  domainName: 'shop.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/0a1b2c3d-0000-4000-8000-000000000000',
};

function synth(stage: StageName, region = 'eu-west-1', overrides: Partial<StageConfig> = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stack = new ShopStack(app, `Nag-${stage}`, {
    stage: { ...stageConfig(stage), ...overrides },
    webDistPath: fakeWebDist(),
    env: { account: '111111111111', region },
  });
  return stack;
}

/** Every finding nobody fixed or acknowledged next to its resource, as `rule at path` lines. */
function openFindings(stack: ShopStack): string[] {
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`,
    ),
  );
}

describe("cdk-nag's AwsSolutions checks", () => {
  it.each([
    ['dev', 'eu-west-1'],
    ['prod', 'eu-west-1'],
    ['prod', 'us-east-1'],
  ] as const)('leave no open error or warning on the %s stack in %s', (stage, region) => {
    expect(openFindings(synth(stage, region))).toEqual([]);
  });

  it('find nothing either with a custom domain, whose viewers get TLS 1.2 or newer', () => {
    const stack = synth('prod', 'eu-west-1', { customDomain: CUSTOM_DOMAIN });
    expect(openFindings(stack)).toEqual([]);
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['shop.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: CUSTOM_DOMAIN.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    expect(stack.web.siteUrl).toBe('https://shop.example.com');
  });

  it("accept optional MFA (COG2) because every admin function requires the admins' TOTP on both stages", () => {
    for (const stage of ['dev', 'prod'] as const) {
      const stack = synth(stage);
      const pool = stack.auth.userPool.node.defaultChild as CfnUserPool;
      expect([pool.mfaConfiguration, pool.enabledMfas]).toEqual(['OPTIONAL', ['SOFTWARE_TOKEN_MFA']]);
      const adminRoutes = Object.entries(stack.api.functions).filter(
        ([route]) => API_ROUTES[route as RouteId].auth === 'admin',
      );
      expect(adminRoutes.length).toBeGreaterThan(0);
      for (const [route, fn] of adminRoutes) {
        const { variables } = stack.resolve((fn!.node.defaultChild as CfnFunction).environment) as {
          variables: Record<string, string>;
        };
        expect({ route, required: variables['REQUIRE_ADMIN_TOTP'] }).toEqual({ route, required: 'true' });
      }
    }
  });

  it('log every bucket and the distribution into the access-log bucket, which expires them', () => {
    const stack = synth('prod');
    const template = Template.fromStack(stack);
    const logBucket = stack.getLogicalId(stack.data.accessLogs.node.defaultChild as CfnElement);
    for (const bucket of [stack.web.bucket, stack.data.brandAssets]) {
      const props =
        template.toJSON().Resources[stack.getLogicalId(bucket.node.defaultChild as CfnElement)].Properties;
      expect(props.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logBucket });
    }
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: { Bucket: { 'Fn::GetAtt': [logBucket, 'RegionalDomainName'] }, Prefix: 'cloudfront/' },
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 180, Status: 'Enabled' })] },
    });
  });

  it('grants "*" only where AWS offers no narrower resource (X-Ray traces, log delivery, bucket-deployment helper)', () => {
    const resources = Template.fromStack(synth('prod')).toJSON().Resources as Record<string, Json>;
    const wildcardActions = roleStatementsOf(resources)
      .map(({ statement }) => statement)
      .filter((statement) => statement.Resource === '*')
      .flatMap((statement) => [statement.Action].flat() as string[]);
    expect(wildcardActions.length).toBeGreaterThan(0);
    // cloudfront:*Invalidation: the SPA upload's invalidation (aws-cdk-lib's BucketDeployment).
    const allowed =
      /^(xray:|cloudfront:(CreateInvalidation|GetInvalidation)$|logs:(CreateLogDelivery|GetLogDelivery|UpdateLogDelivery|DeleteLogDelivery|ListLogDeliveries|PutResourcePolicy|DescribeResourcePolicies|DescribeLogGroups))/;
    expect(wildcardActions.filter((action) => !allowed.test(action))).toEqual([]);
  });
});
