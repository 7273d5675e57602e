import type { SalesFigures } from '../../shared/api/sales.schema';
import { logger } from '../lib/logger';
import type { OrderRecord } from '../ports/order-store';
import type { SalesCounters, SalesLedger, SaleStep } from '../ports/sales-ledger';

/**
 * Counts an order's step in the sales figures. The ledger counts each order's step once, so a caller
 * calls whenever it sees the step done (also on a redelivery or a retry: that repairs a count a crash
 * left out). The figures never fail a sale: a ledger that cannot be written is logged, and the order
 * goes on.
 */
export async function countSale(
  sales: SalesLedger,
  step: SaleStep,
  order: OrderRecord,
  at: Date,
): Promise<void> {
  if (order.test) return;
  try {
    await sales.recordOrder(step, order, at);
  } catch (error) {
    logger.error('Sales figures not updated', { orderId: order.order_id, step, error: error as Error });
  }
}

export const ZERO_COUNTERS: SalesCounters = {
  started: 0,
  paid: 0,
  grossCents: 0,
  vatCents: 0,
  netCents: 0,
  delivered: 0,
  failed: 0,
  refunds: 0,
  refundedCents: 0,
};

/** Counters added up. */
export function addCounters(a: SalesCounters, b: SalesCounters): SalesCounters {
  return {
    started: a.started + b.started,
    paid: a.paid + b.paid,
    grossCents: a.grossCents + b.grossCents,
    vatCents: a.vatCents + b.vatCents,
    netCents: a.netCents + b.netCents,
    delivered: a.delivered + b.delivered,
    failed: a.failed + b.failed,
    refunds: a.refunds + b.refunds,
    refundedCents: a.refundedCents + b.refundedCents,
  };
}

/** A share of a whole, at most 1 (a step counted on a later day can outrun its cohort); null without a whole. */
const share = (part: number, whole: number): number | null => (whole > 0 ? Math.min(1, part / whole) : null);

/**
 * The figures the console shows from stored counters: net is gross less VAT, the average order is
 * gross per paid order (to the cent), conversion is paid of started and delivered of paid.
 */
export function salesFigures(counters: SalesCounters): SalesFigures {
  return {
    started: counters.started,
    orders: counters.paid,
    grossCents: counters.grossCents,
    vatCents: counters.vatCents,
    netCents: counters.grossCents - counters.vatCents,
    refunds: counters.refunds,
    refundedCents: counters.refundedCents,
    averageOrderCents: counters.paid > 0 ? Math.round(counters.grossCents / counters.paid) : 0,
    delivered: counters.delivered,
    failed: counters.failed,
    paidRate: share(counters.paid, counters.started),
    deliveredRate: share(counters.delivered, counters.paid),
  };
}

/** A new order: a checkout started and, for a free one (confirmed at once), an order. */
export async function countCheckout(sales: SalesLedger, order: OrderRecord, at: Date): Promise<void> {
  await countSale(sales, 'started', order, at);
  if (order.paid) await countSale(sales, 'paid', order, at);
}
