/**
 * What a handler answers; the HTTP shell writes it. A Stripe API answer is JSON with the request id
 * Stripe adds to every answer; the pages are HTML under a CSP in which nothing runs.
 */
export type Reply =
  | { kind: 'stripe'; status: number; body: unknown }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'pdf'; body: Buffer };

export const stripeJson = (body: unknown, status = 200): Reply => ({ kind: 'stripe', status, body });

/** Stripe's error body: `{ error: { type, message, code?, param? } }`; invalid_request_error unless given. */
export const stripeError = (
  status: number,
  message: string,
  code?: string,
  details: { type?: 'invalid_request_error' | 'idempotency_error'; param?: string } = {},
): Reply =>
  stripeJson(
    {
      error: {
        type: details.type ?? 'invalid_request_error',
        message,
        ...(code && { code }),
        ...(details.param && { param: details.param }),
      },
    },
    status,
  );

export const html = (markup: string, status = 200): Reply => ({ kind: 'html', status, html: markup });

/** 303 See Other, as Stripe answers a payment page's form. */
export const redirect = (location: string): Reply => ({ kind: 'redirect', location });
