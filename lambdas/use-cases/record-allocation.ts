import type { AllocationCallback } from '../../shared/api/esim.schema';
import { customReference } from '../../shared/order/order';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { OrderStore } from '../ports/order-store';
import { opens } from './allocation-callback';

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
