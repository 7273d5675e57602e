import { Annotations, Stack } from 'aws-cdk-lib';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from './secrets';
import type { StageConfig } from './stage-config';

type Rule = wafv2.CfnWebACL.RuleProperty;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** AWS's managed rule groups: the common rule set (OWASP-style) and known bad inputs. */
function managedRules(firstPriority: number): Rule[] {
  return [
    {
      name: 'AWSManagedRulesCommonRuleSet',
      priority: firstPriority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesCommonRuleSet',
          // Stripe's signed webhook events can exceed the set's 8 KB body limit; every function
          // enforces its own body size (413), so that one rule only counts.
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
        },
      },
      visibilityConfig: visibility('common-rule-set'),
    },
    {
      name: 'AWSManagedRulesKnownBadInputsRuleSet',
      priority: firstPriority + 1,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' },
      },
      visibilityConfig: visibility('known-bad-inputs'),
    },
  ];
}

/**
 * Blocks every request whose origin header is not exactly the secret CloudFront sends, evaluated
 * before anything else: only requests through the shop's distribution reach the API, so the viewer
 * address CloudFront's function sets (`X-Viewer-Ip`, infra/stack/web.ts) and the last address of
 * `X-Forwarded-For` are CloudFront's, not a caller's. The secret's
 * value is a CloudFormation dynamic reference, resolved at deploy time.
 */
function originVerifyRule(priority: number, originSecret: secretsmanager.ISecret): Rule {
  return {
    name: 'origin-verify',
    priority,
    action: { block: {} },
    statement: {
      notStatement: {
        statement: {
          byteMatchStatement: {
            // SingleHeader is untyped in the L1 construct: its key is written as CloudFormation spells it.
            fieldToMatch: { singleHeader: { Name: ORIGIN_VERIFY_HEADER.toLowerCase() } },
            positionalConstraint: 'EXACTLY',
            searchString: originSecret.secretValue.unsafeUnwrap(),
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    },
    visibilityConfig: visibility('origin-verify'),
  };
}

/** A rule that blocks an address for the rest of a 5-minute window once it sent `limit` requests in it. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  key: Pick<wafv2.CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'forwardedIpConfig'>,
): Rule {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: { rateBasedStatement: { limit, evaluationWindowSec: 300, ...key } },
    visibilityConfig: visibility(name),
  };
}

function webAcl(scope: Construct, id: string, name: string, kind: 'REGIONAL' | 'CLOUDFRONT', rules: Rule[]) {
  return new wafv2.CfnWebACL(scope, id, {
    name,
    scope: kind,
    defaultAction: { allow: {} },
    rules,
    visibilityConfig: visibility(name),
  });
}

export interface ShopFirewallProps {
  stage: StageConfig;
  /** The API stage the regional web ACL protects. */
  apiStageArn: string;
  /** The value CloudFront sends the API as `X-Origin-Verify` (ShopSecrets.originVerify). */
  originSecret: secretsmanager.ISecret;
}

/**
 * The WAF in front of the shop. The API stage gets a regional web ACL: first a block on every request
 * that lacks CloudFront's origin secret (so the execute-api URL answers only through CloudFront), then
 * the managed rule sets, a rate limit per viewer (the address CloudFront appends last to
 * X-Forwarded-For) and a higher one per connecting address (CloudFront's edges).
 * CloudFront's web ACL must live in us-east-1: the stack creates it when it is deployed there;
 * elsewhere an ACL made in us-east-1 can be attached with `-c cloudFrontWebAclArn=<arn>`.
 */
export class ShopFirewall extends Construct {
  readonly apiAcl: wafv2.CfnWebACL;
  /** The web ACL for CloudFront: created here in us-east-1, else the given ARN, else none. */
  readonly cloudFrontAclArn: string | undefined;

  constructor(scope: Construct, id: string, props: ShopFirewallProps) {
    super(scope, id);
    const { stage } = props;
    this.apiAcl = webAcl(this, 'ApiAcl', `${stage.resourcePrefix}-api`, 'REGIONAL', [
      originVerifyRule(0, props.originSecret),
      ...managedRules(1),
      rateRule('per-viewer', 10, stage.waf.perViewer, {
        aggregateKeyType: 'FORWARDED_IP',
        forwardedIpConfig: { headerName: 'X-Forwarded-For', fallbackBehavior: 'MATCH' },
      }),
      rateRule('per-source', 11, stage.waf.perSource, { aggregateKeyType: 'IP' }),
    ]);
    new wafv2.CfnWebACLAssociation(this, 'ApiAclAssociation', {
      resourceArn: props.apiStageArn,
      webAclArn: this.apiAcl.attrArn,
    });

    const stack = Stack.of(this);
    const given = stack.node.tryGetContext('cloudFrontWebAclArn') as string | undefined;
    if (given) {
      this.cloudFrontAclArn = given;
    } else if (stack.region === 'us-east-1') {
      const acl = webAcl(this, 'CloudFrontAcl', `${stage.resourcePrefix}-cloudfront`, 'CLOUDFRONT', [
        ...managedRules(0),
        rateRule('per-viewer', 10, stage.waf.perViewer, { aggregateKeyType: 'IP' }),
      ]);
      this.cloudFrontAclArn = acl.attrArn;
    } else {
      Annotations.of(this).addInfo(
        `CloudFront's web ACL must be created in us-east-1: deploy the stack there, or pass -c cloudFrontWebAclArn=<arn>. The API stage has its own regional web ACL.`,
      );
    }
  }
}
