import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AllocationCallback } from '../../shared/api/esim.schema';
import { routePath } from '../../shared/api/routes';
import { customReference } from '../../shared/order/order';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { OrderRecord, OrderStore } from '../ports/order-store';

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

const opens = (order: OrderRecord | null, token: string): order is OrderRecord => {
  const stored = Buffer.from(order?.allocation_callback_hash ?? '', 'hex');
  const given = tokenHash(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
};

/** One answer for an unknown order and a wrong token: a caller learns nothing about which orders exist. */
const NO_ALLOCATION_AWAITED = 'No allocation awaits this callback.';
const OTHER_ICCID = 'This order holds another ICCID already.';

/**
 * Records the ICCID (and activation code) the provider reports on the order whose token the callback
 * carries, so the pipeline's next check finds it without asking the provider. Idempotent: the same
 * ICCID again answers `recorded: false`; a different one never replaces the recorded one (409).
 */
export async function recordAllocation(
  deps: { orders: OrderStore },
  input: { reference: string; token: string; allocation: AllocationCallback },
): Promise<{ recorded: boolean }> {
  const { allocation } = input;
  const order = await deps.orders.get(input.reference);
  if (!opens(order, input.token)) throw new NotFoundError(NO_ALLOCATION_AWAITED);
  if (allocation.customReference !== undefined && allocation.customReference !== customReference(order)) {
    throw new ValidationError('The callback names another order.');
  }
  const recorded =
    !order.iccid &&
    (await deps.orders.update(
      order.order_id,
      {
        iccid: allocation.idValue,
        ...(allocation.activationCode !== undefined && { activation_code: allocation.activationCode }),
      },
      { withoutIccid: true },
    ));
  if (recorded) return { recorded: true };
  // Recorded before this call (by a first callback, or the pipeline's own check): the same ICCID is a repeat.
  const current = order.iccid ? order : await deps.orders.get(order.order_id);
  if (current?.iccid === allocation.idValue) return { recorded: false };
  throw new ConflictError(OTHER_ICCID);
}
