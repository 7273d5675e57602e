import type { OrderRecord } from './order-store';

/**
 * What an order's change adds to the sales figures: a checkout started (an order written), an order
 * paid (or confirmed free), an eSIM or top-up delivered, a fulfilment that failed.
 */
export const SALE_STEPS = ['started', 'paid', 'delivered', 'failed'] as const;
export type SaleStep = (typeof SALE_STEPS)[number];

/** The counters of one day (or one day's zone or coupon); amounts in integer cents. */
export interface SalesCounters {
  /** Checkouts started: orders written. */
  started: number;
  /** Orders paid, or confirmed free (a 100% coupon), so that conversion never exceeds 100%. */
  paid: number;
  /** Charged, VAT included. */
  grossCents: number;
  vatCents: number;
  /** Gross less VAT. */
  netCents: number;
  delivered: number;
  /** Orders whose fulfilment failed (each order once, also when Retry Flow later delivers it). */
  failed: number;
  refunds: number;
  refundedCents: number;
}

export interface DaySales extends SalesCounters {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
}

export interface ZoneDaySales extends DaySales {
  zone: string;
}

export interface CouponDaySales extends DaySales {
  coupon: string;
}

/** The stored counters of a range of days; a day, zone or coupon without any sale is absent. */
export interface SalesDays {
  days: DaySales[];
  zones: ZoneDaySales[];
  coupons: CouponDaySales[];
}

/** What one order's step adds to the counters (only those it moves): the ledger's contract. */
export function saleIncrements(step: SaleStep, order: OrderRecord): Partial<SalesCounters> {
  switch (step) {
    case 'started':
      return { started: 1 };
    case 'paid': {
      const gross = order.final_price;
      const vat = order.order_data.quote.vatCents;
      return { paid: 1, grossCents: gross, vatCents: vat, netCents: gross - vat };
    }
    case 'delivered':
      return { delivered: 1 };
    case 'failed':
      return { failed: 1 };
  }
}

/** One refund of an order (part or all of what was paid). */
export interface SaleRefund {
  /** The refund's own id (the payment provider's): the same refund is counted once. */
  refundId: string;
  order: OrderRecord;
  amountCents: number;
  at: Date;
}

/**
 * Sales figures kept on write: counters per UTC day, per day and zone, per day and coupon, added to
 * when an order moves (see docs/decisions/0007-sales-aggregates.md). Each addition is made exactly
 * once per order and step (per refund for refunds): a redelivered webhook or a retried task may call
 * again, and a call after a crash repairs a missing count; a second call adds nothing.
 */
export interface SalesLedger {
  /**
   * Counts `step` of `order` in the figures of the day of `at`, its zone and its coupon. Answers
   * false when that order's step was counted before. A staff test order is never counted.
   */
  recordOrder(step: SaleStep, order: OrderRecord, at: Date): Promise<boolean>;
  /** Counts a refund on the day of `at` (its order's zone and coupon too); false when counted before. */
  recordRefund(refund: SaleRefund): Promise<boolean>;
  /** The counters of the days `from` to `to` (YYYY-MM-DD, UTC, both included), read without a scan. */
  readDays(from: string, to: string): Promise<SalesDays>;
}
