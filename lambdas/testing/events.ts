/**
 * Event and context builders for Lambda handlers, depending on nothing but the route contract:
 * handler unit tests use them, and so does the local API Gateway stand-in, so a handler sees the
 * same event shape in both.
 */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { API_ROUTES, routePath, type RouteId } from '../../shared/api/routes';

/** The parts of one HTTP request that API Gateway (REST API, Lambda proxy) puts into an event. */
export interface ProxyEventParts {
  method: string;
  /** The route's path template, `{name}` for a parameter. */
  resource: string;
  path: string;
  /** Every value of each header, in the order sent. */
  headers?: Record<string, string[]>;
  query?: Record<string, string[]>;
  pathParameters?: Record<string, string>;
  body?: string;
  /** The verified token's claims, as API Gateway's Cognito authorizer passes them. */
  claims?: Record<string, string>;
  requestId?: string;
  sourceIp?: string;
  stage?: string;
  routeId?: string;
  now?: Date;
}

const lastValues = (multi: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(multi).map(([name, values]) => [name, values.at(-1) ?? '']));

/** The REST API proxy event v1 as API Gateway delivers it: empty maps are null, the last value of a repeated header or query wins. */
export function createProxyEvent(parts: ProxyEventParts): APIGatewayProxyEvent {
  const multiHeaders = parts.headers ?? {};
  const headers = lastValues(multiHeaders);
  const multiQuery = parts.query ?? {};
  const hasQuery = Object.keys(multiQuery).length > 0;
  const pathParameters = parts.pathParameters ?? {};
  const requestId = parts.requestId ?? 'test-request';
  const now = parts.now ?? new Date();
  const stage = parts.stage ?? 'local';
  const method = parts.method.toUpperCase();
  return {
    resource: parts.resource,
    path: parts.path,
    httpMethod: method,
    headers,
    multiValueHeaders: multiHeaders,
    queryStringParameters: hasQuery ? lastValues(multiQuery) : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : null,
    stageVariables: null,
    body: parts.body ? parts.body : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: parts.claims ? { claims: parts.claims } : null,
      domainName: headers['host'] ?? '127.0.0.1',
      domainPrefix: 'local',
      extendedRequestId: requestId,
      httpMethod: method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: parts.sourceIp ?? '127.0.0.1',
        user: null,
        userAgent: headers['user-agent'] ?? null,
        userArn: null,
      },
      path: `/${stage}${parts.path}`,
      protocol: 'HTTP/1.1',
      requestId,
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      resourceId: parts.routeId ?? parts.resource,
      resourcePath: parts.resource,
      stage,
    },
  };
}

/** The proxy event of one request to a route of the contract: JSON content type, body serialised unless a string. */
export function proxyEvent(
  route: RouteId,
  options: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): APIGatewayProxyEvent {
  const contract = API_ROUTES[route];
  const body =
    options.body === undefined
      ? ''
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers = { 'Content-Type': 'application/json', ...options.headers };
  return createProxyEvent({
    method: contract.method,
    resource: contract.path,
    path: routePath(route, options.params ?? {}),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    pathParameters: options.params ?? {},
    query: Object.fromEntries(Object.entries(options.query ?? {}).map(([name, value]) => [name, [value]])),
    body,
    routeId: route,
  });
}

/** A Lambda context for one invocation; the time budget mirrors API Gateway's 29 s integration limit. */
export function createLambdaContext(functionName: string, requestId: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
