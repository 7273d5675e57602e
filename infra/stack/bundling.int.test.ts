import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { ROUTE_ACCESS } from '../../lambdas/http/route-access';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { connectDynamoLocal, createTables, uniqueTablePrefix } from '../local/dynamo-local';
import { applyLambdaEnvironment, localLambdaEnvironment } from '../local/runtime/lambda-env';
import type { RouteId } from '../../shared/api/routes';
import { ShopFunction } from './shop-function';
import { ShopStack } from './shop-stack';
import { STAGE_NAMES, stageConfig } from './stage-config';

const outdir = mkdtempSync(path.join(tmpdir(), 'shop-cdk-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** One real esbuild run (local esbuild, no Docker) through the construct; the asset folder it made. */
function bundleRoute(
  route: RouteId,
  lambdaSourceMaps: boolean,
): {
  bundleDir: string;
  environment: Record<string, string>;
} {
  const app = new App({ outdir: path.join(outdir, `${route}-maps-${lambdaSourceMaps}`) });
  const stack = new Stack(app, 'BundlingCheck');
  const fn = new ShopFunction(stack, 'Route', {
    entry: routeHandlerModule(route),
    stage: { ...stageConfig('dev'), lambdaSourceMaps },
    serviceName: 'bundling-check',
  });
  const properties = Template.fromStack(stack).toJSON().Resources[
    stack.getLogicalId(fn.node.defaultChild as never)
  ].Properties as { Code: { S3Key: string }; Environment: { Variables: Record<string, string> } };
  const assetHash = properties.Code.S3Key.replace(/\.zip$/, '');
  return {
    bundleDir: path.join(app.outdir, `asset.${assetHash}`),
    environment: properties.Environment.Variables,
  };
}

describe('a Lambda bundled for real through the stack construct', () => {
  let bundleDir: string;
  let environment: Record<string, string>;

  beforeAll(() => {
    ({ bundleDir, environment } = bundleRoute('get-catalogue', false));
  });

  it('emits one minified ESM module with the require shim for CommonJS dependencies, and no source map', () => {
    expect(readdirSync(bundleDir)).toEqual(['index.mjs']);
    const source = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
    expect(source.startsWith("import { createRequire as shopCreateRequire } from 'node:module';")).toBe(true);
    expect(source).not.toContain('sourceMappingURL');
    expect(environment).not.toHaveProperty('NODE_OPTIONS');
  });

  it('ships the source map (without sources) and has Node read it when the stage asks for maps', () => {
    const withMaps = bundleRoute('get-catalogue', true);
    expect(readdirSync(withMaps.bundleDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const source = readFileSync(path.join(withMaps.bundleDir, 'index.mjs'), 'utf8');
    expect(source).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
    const map = JSON.parse(readFileSync(path.join(withMaps.bundleDir, 'index.mjs.map'), 'utf8')) as {
      sourcesContent?: unknown;
    };
    expect(map.sourcesContent).toBeUndefined();
    expect(withMaps.environment['NODE_OPTIONS']).toBe('--enable-source-maps');
  });

  it("leaves the AWS SDK to the runtime's copy and bundles only what the route uses", () => {
    const { bundleDir: brandDir } = bundleRoute('get-brand', false);
    const brand = readFileSync(path.join(brandDir, 'index.mjs'), 'utf8');
    expect(brand).toMatch(/from\s*"@aws-sdk\/lib-dynamodb"/);
    expect(brand).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    // A public route with no rate limits: no token verifier.
    expect(brand).not.toContain('JWKS could not be parsed');
    const catalogue = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
    // The catalogue route reads its one table: DynamoDB's clients, and none of the others'.
    expect(catalogue).toMatch(/from\s*"@aws-sdk\/lib-dynamodb"/);
    expect(catalogue).not.toMatch(/["']@aws-sdk\/client-(?!dynamodb)/);
    expect(catalogue).not.toContain('api.stripe.com');
  });

  it('loads as ESM and answers a catalogue request through API Gateway proxy events', async () => {
    // Its table, empty as a new stage's: the shipped defaults answer.
    // The integration tier's DynamoDB Local (test/support/tier-dynamo.ts).
    const dynamo = await connectDynamoLocal(inject('dynamoEndpoint'));
    onTestFinished(() => dynamo.stop());
    applyLambdaEnvironment(
      localLambdaEnvironment({
        endpoints: { dynamodb: dynamo.endpoint },
        access: ROUTE_ACCESS['get-catalogue'],
        values: {
          tables: await createTables(dynamo.client, uniqueTablePrefix('bundling')),
          logLevel: 'CRITICAL',
        },
      }),
    );
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
