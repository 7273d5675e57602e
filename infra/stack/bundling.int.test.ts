import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { ShopFunction } from './shop-function';
import { ShopStack } from './shop-stack';
import { STAGE_NAMES, stageConfig } from './stage-config';

const outdir = mkdtempSync(path.join(tmpdir(), 'shop-cdk-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('a Lambda bundled for real through the stack construct', () => {
  let bundleDir: string;

  beforeAll(() => {
    // One real esbuild run (local esbuild, no Docker), so the bundling settings are proven offline.
    const app = new App({ outdir });
    const stack = new Stack(app, 'BundlingCheck');
    const fn = new ShopFunction(stack, 'Catalogue', {
      entry: routeHandlerModule('get-catalogue'),
      stage: stageConfig('dev'),
      serviceName: 'bundling-check',
    });
    const code = Template.fromStack(stack).toJSON().Resources[
      stack.getLogicalId(fn.node.defaultChild as never)
    ].Properties.Code as { S3Key: string };
    const assetHash = code.S3Key.replace(/\.zip$/, '');
    bundleDir = path.join(outdir, `asset.${assetHash}`);
  });

  it('emits one minified ESM module with its source map and the require shim for CommonJS dependencies', () => {
    expect(readdirSync(bundleDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const source = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
    expect(source.startsWith("import { createRequire as shopCreateRequire } from 'node:module';")).toBe(true);
    expect(source).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
  });

  it('loads as ESM and answers a catalogue request through API Gateway proxy events', async () => {
    const bundle = (await import(pathToFileURL(path.join(bundleDir, 'index.mjs')).href)) as {
      handler: (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
    };
    const event = {
      httpMethod: 'GET',
      path: '/api/catalogue',
      resource: '/api/catalogue',
      headers: { accept: 'application/json' },
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: null,
      stageVariables: null,
      body: null,
      isBase64Encoded: false,
      requestContext: { requestId: 'bundling-check' },
    } as unknown as APIGatewayProxyEvent;
    const context = { awsRequestId: 'bundling-check', functionName: 'bundling-check' } as Context;
    const response = await bundle.handler(event, context);
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as { bundles: unknown[] };
    expect(body.bundles.length).toBeGreaterThan(0);
  });
});

describe('the whole stack', () => {
  it.each(STAGE_NAMES)(
    'synthesizes offline for %s and passes the CloudFormation template validation built into CDK',
    (stageName) => {
      const app = new App({
        outdir: path.join(outdir, stageName),
        // Template errors fail synth instead of being reported as warnings.
        context: { 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:validateAgainstDefaultRules': true },
      });
      new ShopStack(app, `EsimShop-${stageName}`, { stage: stageConfig(stageName) });
      const assembly = app.synth();
      expect(existsSync(assembly.getStackByName(`EsimShop-${stageName}`).templateFullPath)).toBe(true);
    },
  );
});
