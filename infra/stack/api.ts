import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BAD_JSON_BODY_MESSAGE, ERROR_CODES } from '../../shared/api/common.schema';
import { rateLimitRules } from '../../shared/api/rate-limits';
import type { RouteContract } from '../../shared/api/route-contract';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { ROUTE_ACCESS } from '../../lambdas/http/route-access';
import type { AccessTargets } from './grant-access';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { REPO_ROOT } from '../repo-root';
import { ShopFunction } from './shop-function';
import type { StageConfig } from './stage-config';

/** Answers 200 `{"status":"ok"}` from API Gateway itself. */
const HEALTH_PATH = '/api/health';

/** The answer API Gateway gives itself when a body fails the JSON-object model, in the API's error shape. */
export const BAD_BODY_ANSWER = JSON.stringify({
  error: { code: ERROR_CODES.validation, message: BAD_JSON_BODY_MESSAGE },
});

/** Routes whose handler module exists in the working tree, and those still missing. */
export function findRouteHandlers(root = REPO_ROOT): { present: RouteId[]; missing: RouteId[] } {
  const ids = Object.keys(API_ROUTES) as RouteId[];
  const exists = (id: RouteId) => existsSync(path.join(root, routeHandlerModule(id)));
  return { present: ids.filter(exists), missing: ids.filter((id) => !exists(id)) };
}

export interface ShopApiProps {
  stage: StageConfig;
  userPool: cognito.IUserPool;
  access: AccessTargets;
  /** Which routes have a handler, and where; defaults to the handler modules in the working tree. */
  handlers?: {
    present: readonly RouteId[];
    missing: readonly RouteId[];
    entry: (routeId: RouteId) => string;
  };
}

/**
 * The HTTP API: a REST API with one Lambda per route of the shared contract, the Cognito authorizer
 * on signed-in and admin routes (the admin group is checked again in the handler), stage throttling
 * and JSON access logs.
 */
export class ShopApi extends Construct {
  readonly restApi: apigateway.RestApi;
  readonly functions: Partial<Record<RouteId, ShopFunction>> = {};

  constructor(scope: Construct, id: string, props: ShopApiProps) {
    super(scope, id);
    const { stage } = props;
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays[stage.logRetention],
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.restApi = new apigateway.RestApi(this, 'RestApi', {
      restApiName: `${stage.resourcePrefix}-api`,
      description: 'eSIM shop HTTP API, reached through CloudFront under /api',
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // Access logging needs the account-level CloudWatch role.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: stage.stage,
        throttlingRateLimit: stage.throttle.rateLimit,
        throttlingBurstLimit: stage.throttle.burstLimit,
        tracingEnabled: true,
        metricsEnabled: true,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
        // Execution logs of every method at ERROR: integration failures and throttling show up,
        // request and response bodies (personal data) never do.
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
      },
    });
    Validations.of(this.restApi).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        "The account-wide role API Gateway needs to write access and execution logs; AWS's policy allows CloudWatch Logs writes only",
    });

    // The handlers check every field with the shared schemas; API Gateway already turns away, before
    // any function runs, a body that is not a JSON object and a request without its path parameters.
    const validator = this.restApi.addRequestValidator('Validator', {
      requestValidatorName: 'json-object-and-path',
      validateRequestBody: true,
      validateRequestParameters: true,
    });
    const jsonObject = this.restApi.addModel('JsonObject', {
      contentType: 'application/json',
      modelName: 'JsonObject',
      schema: { schema: apigateway.JsonSchemaVersion.DRAFT4, type: apigateway.JsonSchemaType.OBJECT },
    });
    this.restApi.addGatewayResponse('BadBody', {
      type: apigateway.ResponseType.BAD_REQUEST_BODY,
      statusCode: '400',
      responseHeaders: { 'Content-Type': "'application/json'", 'Cache-Control': "'no-store'" },
      templates: { 'application/json': BAD_BODY_ANSWER },
    });
    let authorizer: apigateway.CognitoUserPoolsAuthorizer | undefined;
    // Created with the first signed-in route: CDK rejects an authorizer attached to no method.
    const signedInOptions = (): apigateway.MethodOptions => {
      authorizer ??= new apigateway.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
        cognitoUserPools: [props.userPool],
        identitySource: apigateway.IdentitySource.header('Authorization'),
      });
      return { authorizer, authorizationType: apigateway.AuthorizationType.COGNITO };
    };

    // A fixed health check: monitors and deploy scripts can tell the API is up without touching data.
    const health = this.restApi.root.resourceForPath(HEALTH_PATH).addMethod(
      'GET',
      new apigateway.MockIntegration({
        requestTemplates: { 'application/json': '{"statusCode": 200}' },
        integrationResponses: [
          { statusCode: '200', responseTemplates: { 'application/json': '{"status":"ok"}' } },
        ],
      }),
      { methodResponses: [{ statusCode: '200' }] },
    );
    acknowledgeAnonymous(health, 'A fixed answer from API Gateway itself for monitors; it reads no data');

    const { present, missing, entry } = props.handlers ?? {
      ...findRouteHandlers(),
      entry: routeHandlerModule,
    };
    if (missing.length > 0) {
      Annotations.of(this).addWarningV2(
        'shop:missing-route-handlers',
        `No handler module yet for ${missing.length} API route(s), left out of the API: ${missing
          .map(routeHandlerModule)
          .join(', ')}`,
      );
    }
    // One log group for every route's function (each line names its function, Powertools' `function_name`):
    // a group per function would cost one of CloudFormation's 500 resources per route.
    const routeLogs = new logs.LogGroup(this, 'RouteLogs', {
      retention: logs.RetentionDays[stage.logRetention],
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const routeId of present) {
      const route = API_ROUTES[routeId];
      const fn = new ShopFunction(this, `Route-${routeId}`, {
        entry: entry(routeId),
        stage,
        logGroup: routeLogs,
        serviceName: `api-${routeId}`,
        access: { grants: ROUTE_ACCESS[routeId], targets: props.access },
      });
      this.functions[routeId] = fn;
      const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const method = this.restApi.root
        .resourceForPath(route.path)
        // One invoke permission per method: the console's test-invoke would double them, and the
        // stack is held under CloudFormation's 500 resources.
        .addMethod(route.method, new apigateway.LambdaIntegration(fn, { allowTestInvoke: false }), {
          ...(route.auth === 'public' ? {} : signedInOptions()),
          requestValidator: validator,
          requestParameters: Object.fromEntries(
            pathParameters.map((name) => [`method.request.path.${name}`, true]),
          ),
          ...('request' in route && { requestModels: { 'application/json': jsonObject } }),
        });
      if (route.auth === 'public') acknowledgeAnonymous(method, anonymousReason(route));
    }
  }
}

/** Why a public route has no authorizer: its contract's reason, and whether it is rate-limited. */
function anonymousReason(route: RouteContract & { auth: 'public' }): string {
  return rateLimitRules(route.limits).length > 0
    ? `${route.publicReason} (rate-limited)`
    : route.publicReason;
}

/** An anonymous method on purpose: cdk-nag's "no authorizer" findings acknowledged with the route's reason. */
function acknowledgeAnonymous(method: apigateway.Method, reason: string): void {
  Validations.of(method).acknowledge(
    { id: 'AwsSolutions-APIG4', reason: `Anonymous on purpose: ${reason}` },
    { id: 'AwsSolutions-COG4', reason: `Anonymous on purpose: ${reason}` },
  );
}
