import vm from 'node:vm';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { clientAddress, VIEWER_IP_HEADER } from '../../lambdas/lib/viewer-address';
import { createProxyEvent } from '../../lambdas/testing/events';
import { ShopStack } from './shop-stack';
import { stageConfig } from './stage-config';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The per-client limits key on the viewer's address: in the synthesized template, every API
 * behaviour that forwards the viewer's headers must have CloudFront overwrite that address first.
 */
let resources: Record<string, Json>;
let distribution: Json;

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stack = new ShopStack(app, 'ViewerAddressTest', {
    stage: stageConfig('dev'),
    env: { account: '111111111111', region: 'eu-west-1' },
  });
  resources = Template.fromStack(stack).toJSON().Resources as Record<string, Json>;
  distribution = Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties
    .DistributionConfig as Json;
});

/** The behaviours whose origin is the API and that pass the viewer's headers on to it. */
function forwardingApiBehaviours(): Json[] {
  const apiOrigins = (distribution.Origins as Json[])
    .filter((origin) => JSON.stringify(origin.DomainName).includes('execute-api'))
    .map((origin) => origin.Id as string);
  expect(apiOrigins).toHaveLength(1);
  return [
    distribution.DefaultCacheBehavior as Json,
    ...((distribution.CacheBehaviors as Json[]) ?? []),
  ].filter((behaviour) => apiOrigins.includes(behaviour.TargetOriginId) && behaviour.OriginRequestPolicyId);
}

/** Runs a viewer-request function's code as CloudFront would, on a request from `ip` with `headers`. */
function runViewerRequest(code: string, ip: string, headers: Record<string, string>): Record<string, string> {
  const handler = vm.runInNewContext(`${code}; handler`) as (event: Json) => Json;
  const request = handler({
    viewer: { ip },
    request: {
      method: 'POST',
      uri: '/api/checkout',
      headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { value }])),
    },
  });
  return Object.fromEntries(
    Object.entries(request.headers as Record<string, { value: string }>).map(([name, h]) => [name, h.value]),
  );
}

describe("the viewer's address the API counts", () => {
  it('is set by CloudFront on every API behaviour that forwards viewer headers, whatever the viewer sends', () => {
    const behaviours = forwardingApiBehaviours();
    expect(behaviours.map((b) => b.PathPattern)).toContain('/api/*');
    for (const behaviour of behaviours) {
      const associations = (behaviour.FunctionAssociations ?? []) as Json[];
      const viewerRequest = associations.filter((a) => a.EventType === 'viewer-request');
      expect({ path: behaviour.PathPattern, viewerRequest: viewerRequest.length }).toEqual({
        path: behaviour.PathPattern,
        viewerRequest: 1,
      });
      const [logicalId] = viewerRequest[0]!.FunctionARN['Fn::GetAtt'] as [string, string];
      const fn = resources[logicalId]!;
      expect(fn.Type).toBe('AWS::CloudFront::Function');
      expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      expect(fn.Properties.AutoPublish).toBe(true);

      const forged = {
        [VIEWER_IP_HEADER]: '203.0.113.66',
        'cloudfront-viewer-address': '203.0.113.66:443',
        'x-forwarded-for': '203.0.113.66',
      };
      const sent = runViewerRequest(fn.Properties.FunctionCode as string, '198.51.100.7', forged);
      expect(sent[VIEWER_IP_HEADER]).toBe('198.51.100.7');

      // What the API then counts: the address CloudFront saw, not the ones the viewer named.
      const event = createProxyEvent({
        method: 'POST',
        resource: '/api/checkout',
        path: '/api/checkout',
        headers: Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, [value]])),
        sourceIp: '130.176.0.1',
      });
      expect(clientAddress(event)).toBe('198.51.100.7');
    }
  });

  it("forwards every viewer header but Host to the API, so the function's header reaches it", () => {
    for (const behaviour of forwardingApiBehaviours()) {
      // AWS's managed AllViewerExceptHostHeader policy.
      expect(behaviour.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    }
  });
});
