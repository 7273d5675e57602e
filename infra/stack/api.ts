import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, RemovalPolicy } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_ROUTES, type RouteId } from '../../shared/api/routes';
import { ROUTE_ACCESS } from '../../lambdas/http/route-access';
import type { AccessTargets } from './grant-access';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { REPO_ROOT } from '../repo-root';
import { ShopFunction } from './shop-function';
import type { StageConfig } from './stage-config';

/** Answers 200 `{"status":"ok"}` from API Gateway itself. */
const HEALTH_PATH = '/api/health';

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
      },
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
    this.restApi.root.resourceForPath(HEALTH_PATH).addMethod(
      'GET',
      new apigateway.MockIntegration({
        requestTemplates: { 'application/json': '{"statusCode": 200}' },
        integrationResponses: [
          { statusCode: '200', responseTemplates: { 'application/json': '{"status":"ok"}' } },
        ],
      }),
      { methodResponses: [{ statusCode: '200' }] },
    );

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
    for (const routeId of present) {
      const route = API_ROUTES[routeId];
      const fn = new ShopFunction(this, `Route-${routeId}`, {
        entry: entry(routeId),
        stage,
        serviceName: `api-${routeId}`,
        access: { grants: ROUTE_ACCESS[routeId], targets: props.access },
      });
      this.functions[routeId] = fn;
      const signedIn = route.auth === 'user' || route.auth === 'admin';
      this.restApi.root
        .resourceForPath(route.path)
        .addMethod(route.method, new apigateway.LambdaIntegration(fn), signedIn ? signedInOptions() : {});
    }
  }
}
