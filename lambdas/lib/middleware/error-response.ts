import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE, type ApiError } from '../../../shared/api/common.schema';
import { HttpError, TooManyRequestsError } from '../errors';
import { logger } from '../logger';
import { SECURITY_HEADERS } from './security-headers';

function errorBody(code: string, message: string, fields?: Record<string, string>): string {
  const body: ApiError = {
    error: { code, message, ...(fields && Object.keys(fields).length > 0 && { fields }) },
  };
  return JSON.stringify(body);
}

/** Maps any thrown value to the API's error answer; the only place that does. */
function errorResponse(error: unknown, route: string): APIGatewayProxyResult {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' };
  if (error instanceof HttpError) {
    // The error object carries the upstream cause (UpstreamError.detail) into the log.
    if (error.statusCode >= 500) logger.error('Upstream failure', { route, error });
    else logger.info('Request refused', { route, status: error.statusCode, code: error.code });
    return {
      statusCode: error.statusCode,
      headers:
        error instanceof TooManyRequestsError
          ? { ...headers, 'Retry-After': String(error.retryAfterSeconds) }
          : headers,
      body: errorBody(error.code, error.message, error.fields),
    };
  }
  logger.error('Unhandled error', { route, error: error as Error });
  return { statusCode: 500, headers, body: errorBody(ERROR_CODES.internal, GENERIC_ERROR_MESSAGE) };
}

/** Answers whatever a route throws: a typed error with its status and message, anything else with a generic 500. */
export const answerErrors = (route: string): MiddlewareObj<unknown, APIGatewayProxyResult> => ({
  onError: (request) => {
    request.response = errorResponse(request.error, route);
  },
});
