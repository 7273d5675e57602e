import type { MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent } from 'aws-lambda';

const headerNormalizer = httpHeaderNormalizer();

/** Lower-case header names, and empty maps where API Gateway sends null for no headers or parameters. */
export const normalise = (): MiddlewareObj<APIGatewayProxyEvent> => ({
  before: (request) => {
    request.event.headers ??= {};
    request.event.pathParameters ??= {};
    return headerNormalizer.before?.(request);
  },
});
