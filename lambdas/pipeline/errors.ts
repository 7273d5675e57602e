import { PermanentProviderError, TransientProviderError } from '../ports/provider-errors';

/**
 * Errors a pipeline step throws. Names are explicit: the state machine's Retry and Catch rules
 * and the failure recorder match on them, and bundling would otherwise mangle class names.
 */
abstract class StepError extends Error {
  abstract override readonly name: string;
}

export class OrderNotFoundError extends StepError {
  override readonly name = 'OrderNotFoundError';
}
/** Fulfilment starts only for a paid (or free) order. */
export class OrderNotPaidError extends StepError {
  override readonly name = 'OrderNotPaidError';
}
export class MissingBundleIdError extends StepError {
  override readonly name = 'MissingBundleIdError';
}
export class MissingEmailError extends StepError {
  override readonly name = 'MissingEmailError';
}
export class IccidNotAvailableError extends StepError {
  override readonly name = 'IccidNotAvailableError';
}
export class QrCodeNotAvailableError extends StepError {
  override readonly name = 'QrCodeNotAvailableError';
}
/** An AWS service (DynamoDB, SES, Secrets Manager) failed in a way that may pass on retry. */
export class TransientServiceError extends StepError {
  override readonly name = 'TransientServiceError';
}

/** Name the poll loop gives its give-up, so the failure recorder picks the spec's timeout message. */
export const ICCID_TIMEOUT_ERROR = 'IccidTimeoutError';

/** Error names the state machine retries with backoff; anything else is caught at once. */
export const TRANSIENT_ERROR_NAMES = [
  'TransientProviderError',
  'TransientServiceError',
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
  'States.Timeout',
] as const;

const THROTTLING_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'InternalFailure',
  'TimeoutError',
  'AbortError',
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

interface SdkLikeError {
  name?: string;
  code?: string;
  $fault?: 'client' | 'server';
  $retryable?: unknown;
  $metadata?: unknown;
}

const isNetworkFailure = (error: SdkLikeError & { cause?: unknown }): boolean =>
  NETWORK_CODES.has(error.code ?? '') ||
  THROTTLING_NAMES.has(error.name ?? '') ||
  (typeof error.cause === 'object' && error.cause !== null && isNetworkFailure(error.cause as SdkLikeError));

/**
 * Maps whatever a step's dependencies threw to what the state machine should see: provider and step
 * errors pass through; AWS SDK server faults, throttling and network failures become transient;
 * other errors (a rejected message, a bad request, a bug) stay as they are, so they are not retried.
 */
export function classifyStepError(error: unknown): Error {
  if (
    error instanceof StepError ||
    error instanceof TransientProviderError ||
    error instanceof PermanentProviderError
  ) {
    return error;
  }
  if (!(error instanceof Error)) return new Error(String(error));
  const sdk = error as SdkLikeError;
  const transient = sdk.$fault === 'server' || Boolean(sdk.$retryable) || isNetworkFailure(error);
  return transient ? new TransientServiceError(`${error.name}: ${error.message}`, { cause: error }) : error;
}
