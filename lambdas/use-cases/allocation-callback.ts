import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { routePath } from '../../shared/api/routes';
import type { OrderRecord } from '../ports/order-store';

/**
 * The provider's allocation callback is proved by a token per allocation request: 32 random bytes in
 * the callback address the request names, of which the order keeps only the SHA-256. A token opens
 * its own order only, a stranger cannot guess one, and reading the orders table does not give one.
 * (The provider's API documents no signature of its own; a token in the address works with any
 * provider that calls the address it was given.)
 */
const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/** A fresh callback address for an order's allocation request, and the hash to store on the order first. */
export function newAllocationCallback(
  publicApiUrl: string,
  orderId: string,
): { url: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  const path = routePath('record-esim-allocation', { reference: orderId });
  return { url: `${publicApiUrl}${path}?token=${token}`, tokenHash: tokenHash(token).toString('hex') };
}

/** Whether the callback's token is the one stored on this order. */
export const opens = (order: OrderRecord | null, token: string): order is OrderRecord => {
  const stored = Buffer.from(order?.allocation_callback_hash ?? '', 'hex');
  const given = tokenHash(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
};
