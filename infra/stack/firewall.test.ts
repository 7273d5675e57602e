import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ShopStack } from './shop-stack';
import { stageConfig } from './stage-config';

const synth = (region: string, context: Record<string, string> = {}) => {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], ...context },
    builtinCloudFormationValidation: false,
  });
  const stack = new ShopStack(app, 'ShopWaf', {
    stage: stageConfig('prod'),
    env: { account: '111111111111', region },
  });
  return Template.fromStack(stack);
};

const ruleNames = (acl: Record<string, unknown>) =>
  (acl['Properties'] as { Rules: { Name: string }[] }).Rules.map((rule) => rule.Name);

/** The dynamic reference CloudFormation resolves to the origin secret's value at deploy time. */
const secretReference = (template: Template) => {
  const [secretId] = Object.entries(template.findResources('AWS::SecretsManager::Secret')).find(
    ([, secret]) => secret.Properties.Name === 'esim-shop-prod/origin-verify',
  )!;
  return { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] };
};

describe('the WAF', () => {
  it('guards the API stage with the managed rules and rate limits per viewer and per source', () => {
    const template = synth('eu-west-1');
    const acls = template.findResources('AWS::WAFv2::WebACL');
    expect(Object.values(acls).map((acl) => acl.Properties.Scope)).toEqual(['REGIONAL']);
    const acl = Object.values(acls)[0]!;
    expect(ruleNames(acl)).toEqual([
      'origin-verify',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'per-viewer',
      'per-source',
    ]);
    const perViewer = acl.Properties.Rules[3];
    expect(perViewer.Statement.RateBasedStatement).toMatchObject({
      Limit: 2000,
      AggregateKeyType: 'FORWARDED_IP',
      ForwardedIPConfig: { HeaderName: 'X-Forwarded-For' },
    });
    expect(perViewer.Action.Block.CustomResponse.ResponseCode).toBe(429);
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: Match.anyValue(),
      WebACLArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('FirewallApiAcl'), 'Arn'] },
    });
  });

  it("blocks, before any other rule, every API request that does not carry CloudFront's origin secret", () => {
    const template = synth('eu-west-1');
    const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0]!;
    const rules = acl.Properties.Rules as { Name: string; Priority: number }[];
    const [first, ...others] = [...rules].sort((a, b) => a.Priority - b.Priority);
    expect(first).toEqual({
      Name: 'origin-verify',
      Priority: 0,
      Action: { Block: {} },
      Statement: {
        NotStatement: {
          Statement: {
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: 'x-origin-verify' } },
              PositionalConstraint: 'EXACTLY',
              // The secret itself, resolved by CloudFormation: never a literal in the template.
              SearchString: secretReference(template),
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
        },
      },
      VisibilityConfig: expect.objectContaining({ MetricName: 'origin-verify' }),
    });
    expect(others.every((rule) => rule.Priority > first!.Priority)).toBe(true);
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(rules.length);
  });

  it('puts a CLOUDFRONT web ACL on the distribution when the stack is in us-east-1', () => {
    const template = synth('us-east-1');
    const acls = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    const edge = acls.find((acl) => acl.Properties.Scope === 'CLOUDFRONT')!;
    expect(ruleNames(edge)).toContain('per-viewer');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('FirewallCloudFrontAcl'), 'Arn'] },
      }),
    });
  });

  it('attaches a web ACL made in us-east-1 to a stack elsewhere', () => {
    const arn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/shop/abc';
    const distribution = Object.values(
      synth('eu-west-1', { cloudFrontWebAclArn: arn }).findResources('AWS::CloudFront::Distribution'),
    )[0]!;
    expect(distribution.Properties.DistributionConfig.WebACLId).toBe(arn);
  });
});
