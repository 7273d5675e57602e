/**
 * Errors an EsimProvider throws (the port's contract: the pipeline tells a retry from a failure by them). The `name` is set explicitly because the state machine
 * matches Retry and Catch rules on it, and bundling would otherwise mangle class names.
 */

/** Worth retrying: network failure, timeout, provider 5xx or throttling. */
export class TransientProviderError extends Error {
  override readonly name = 'TransientProviderError';
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Not worth retrying: the provider refused the request (4xx) or answered something unusable. */
export class PermanentProviderError extends Error {
  override readonly name = 'PermanentProviderError';
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
