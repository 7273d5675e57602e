import { ERROR_CODES } from '../../shared/api/common.schema';

/**
 * Base of every error the API answers on purpose. `message` is user-facing (the spec's text where
 * it has one); `fields` carries per-field messages for forms.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, ERROR_CODES.validation, message, fields);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, ERROR_CODES.unauthorized, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this page.') {
    super(403, ERROR_CODES.forbidden, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, ERROR_CODES.conflict, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'The request is too large.') {
    super(413, ERROR_CODES.payloadTooLarge, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Please send JSON (Content-Type: application/json).') {
    super(415, ERROR_CODES.unsupportedMediaType, message);
  }
}

/** A service the shop needs is not set up (e.g. no provider credentials); retrying will not help. */
export class ServiceUnavailableError extends HttpError {
  constructor(code: string, message: string) {
    super(503, code, message);
  }
}

/** A service we depend on (payment, eSIM provider, mail) failed; the message says what to do. */
export class UpstreamError extends HttpError {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(502, 'upstream_error', message);
  }
}

/** A rate limit is reached: 429 with `Retry-After`, the seconds until the limit's window ends. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, ERROR_CODES.tooManyRequests, message);
  }
}
