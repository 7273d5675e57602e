import { App, Stack } from 'aws-cdk-lib';
import type { CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { TEST_RESOURCE_VALUES } from '../../lambdas/testing/environment';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { BAD_BODY_ANSWER, ShopApi } from './api';
import { ShopAuth } from './auth';
import { ShopData } from './data';
import { roleStatementsOf } from './iam-statements.test-support';
import { ShopMail } from './mail';
import { ShopSecrets } from './secrets';
import { stageConfig } from './stage-config';

const ALL_ROUTES = Object.keys(API_ROUTES) as RouteId[];

describe('the API with a handler for every route of the contract', () => {
  let stack: Stack;
  let api: ShopApi;
  let template: Template;

  beforeAll(() => {
    // Every route served by one real module: what matters here is the method each route gets.
    const app = new App({
      context: { 'aws:cdk:bundling-stacks': [] },
      builtinCloudFormationValidation: false,
    });
    stack = new Stack(app, 'ApiOnly', { env: { account: '111111111111', region: 'eu-west-1' } });
    const stage = stageConfig('dev');
    const data = new ShopData(stack, 'Data', { stage });
    const auth = new ShopAuth(stack, 'Auth', { stage });
    api = new ShopApi(stack, 'Api', {
      stage,
      userPool: auth.userPool,
      access: {
        values: TEST_RESOURCE_VALUES,
        data,
        secrets: new ShopSecrets(stack, 'Secrets', { stage }),
        mail: new ShopMail(stack, 'Mail', { stage }),
        userPool: auth.userPool,
        brandAssets: data.brandAssets,
        stateMachine: sfn.StateMachine.fromStateMachineArn(
          stack,
          'Pipeline',
          'arn:aws:states:eu-west-1:111111111111:stateMachine:pipeline',
        ),
      },
      handlers: { present: ALL_ROUTES, missing: [], entry: () => routeHandlerModule('get-catalogue') },
    });
    template = Template.fromStack(stack);
  });

  const method = (routeId: RouteId) => {
    const route = API_ROUTES[routeId];
    const construct = api.restApi.root.resourceForPath(route.path).node.findChild(route.method);
    const id = stack.getLogicalId(construct.node.defaultChild as CfnResource);
    return template.toJSON().Resources[id].Properties as {
      AuthorizationType: string;
      AuthorizerId?: unknown;
      RequestValidatorId?: unknown;
      RequestModels?: Record<string, unknown>;
      RequestParameters?: Record<string, boolean>;
    };
  };

  it('requires a Cognito token on every admin and signed-in route, and on no public route', () => {
    const authorization = Object.fromEntries(ALL_ROUTES.map((id) => [id, method(id).AuthorizationType]));
    const expected = Object.fromEntries(
      ALL_ROUTES.map((id) => [id, API_ROUTES[id].auth === 'public' ? 'NONE' : 'COGNITO_USER_POOLS']),
    );
    expect(authorization).toEqual(expected);
    expect(ALL_ROUTES.filter((id) => API_ROUTES[id].auth === 'admin').length).toBeGreaterThan(0);
  });

  it('checks tokens against the shop user pool with one authorizer', () => {
    const authorizers = Object.entries(template.findResources('AWS::ApiGateway::Authorizer'));
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    expect(authorizer.Properties).toMatchObject({
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
    });
    for (const id of ALL_ROUTES.filter((routeId) => API_ROUTES[routeId].auth !== 'public')) {
      expect(method(id).AuthorizerId).toEqual({ Ref: authorizerId });
    }
  });

  it('turns away, before any function runs, a body that is not a JSON object, in the API error shape', () => {
    const [validatorId] = Object.keys(
      template.findResources('AWS::ApiGateway::RequestValidator', {
        Properties: { ValidateRequestBody: true, ValidateRequestParameters: true },
      }),
    );
    const [modelId] = Object.keys(
      template.findResources('AWS::ApiGateway::Model', {
        Properties: { ContentType: 'application/json', Schema: Match.objectLike({ type: 'object' }) },
      }),
    );
    const perRoute = Object.fromEntries(
      ALL_ROUTES.map((id) => [
        id,
        { validator: method(id).RequestValidatorId, models: method(id).RequestModels },
      ]),
    );
    expect(perRoute).toEqual(
      Object.fromEntries(
        ALL_ROUTES.map((id) => [
          id,
          {
            validator: { Ref: validatorId },
            models: 'request' in API_ROUTES[id] ? { 'application/json': { Ref: modelId } } : undefined,
          },
        ]),
      ),
    );
    // Stripe's webhook is checked against its raw body: no model in between.
    expect(method('payment-webhook').RequestModels).toBeUndefined();
    expect(method('get-order').RequestParameters).toEqual({ 'method.request.path.reference': true });
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'BAD_REQUEST_BODY',
      StatusCode: '400',
      ResponseTemplates: { 'application/json': BAD_BODY_ANSWER },
    });
    expect(JSON.parse(BAD_BODY_ANSWER)).toEqual({
      error: { code: 'validation_error', message: 'The request body must be a JSON object.' },
    });
  });

  it('logs every method at ERROR without request or response bodies', () => {
    const stages = Object.values(template.findResources('AWS::ApiGateway::Stage'));
    expect(stages.map((stage) => stage.Properties.MethodSettings)).toEqual([
      [
        expect.objectContaining({
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
        }),
      ],
    ]);
  });

  it('gives only the admin user tools Cognito admin actions, scoped to the pool', () => {
    const cognitoStatements = roleStatementsOf(template.toJSON().Resources as Record<string, never>)
      .filter(({ statement }) =>
        [statement.Action as string | string[]].flat().some((a) => a.startsWith('cognito-idp:')),
      )
      .map(({ roleIds, statement }) => ({ roleIds, resource: statement.Resource as unknown }));
    const roleOf = (routeId: RouteId) =>
      stack.getLogicalId(api.functions[routeId]!.role!.node.defaultChild as CfnResource);
    const rolesWithCognito = cognitoStatements.flatMap((s) => s.roleIds);
    expect(rolesWithCognito).toEqual(
      expect.arrayContaining([roleOf('create-admin'), roleOf('set-account-password')]),
    );
    // Verifying an account reads only the users table.
    expect(rolesWithCognito).not.toContainEqual(roleOf('verify-account'));
    expect(rolesWithCognito).not.toContainEqual(roleOf('create-checkout'));
    for (const statement of cognitoStatements)
      expect(JSON.stringify(statement.resource)).toContain('UserPool');
  });
});
