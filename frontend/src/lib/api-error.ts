/**
 * A failed API call, carrying the server's user-facing message (the spec's text). Apart from the
 * client (`api-client.ts`, which throws it) so that a view can read a failure without reaching for
 * the API: components/ take their calls from the features and only read what they throw.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The API refused the request (a 4xx): asking again will not change its mind. */
export function isRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
