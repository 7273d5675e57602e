/** What a handler answers: a JSON body, or a Buffer sent with its content type (the QR PNG). */
export interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
}

/** Thrown by a handler to answer `status` with `{ message }`, as the provider words its errors. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const json = (body: unknown, status = 200): Reply => ({ status, body });

export const stringField = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw new HttpProblem(400, `${name} is required`);
  return value;
};

/** Only catalogue-shaped bundle ids (`01032_3`) are sold; anything else is the caller's mistake. */
export const checkBundleId = (bundleId: string): void => {
  if (!/^\d{5}_\d+$/.test(bundleId)) throw new HttpProblem(400, `Unknown bundle ${bundleId}`);
};
