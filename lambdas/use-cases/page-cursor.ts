import { ValidationError } from '../lib/errors';

const STALE_CURSOR = 'This page link is no longer valid.';

/** An opaque page token: the position as base64url JSON, so callers never build one themselves. */
export const encodeCursor = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export function decodeCursor<T>(
  cursor: string | undefined,
  isValid: (value: unknown) => value is T,
): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // Falls through to the refusal below.
  }
  throw new ValidationError(STALE_CURSOR, { cursor: STALE_CURSOR });
}
