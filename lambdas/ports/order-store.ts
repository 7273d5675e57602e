import type { Quote } from '../../shared/api/common.schema';
import type { TopUpResult } from '../../shared/api/top-up.schema';
import type { OrderKind, OrderStatus } from '../../shared/order/order';

export type { OrderStatus };

/** One order, with the spec's order_history fields (snake_case, as stored). */
export interface OrderRecord {
  /** The order reference `{brand}_order_{timestamp}_{bundleId}_{userId}`; the table key. */
  order_id: string;
  user_id: string;
  user_email: string;
  customer_name: string;
  custom_reference: string;
  bundle_id: string;
  coupon_code: string | null;
  coupon_discount: number;
  /** Total charged, integer cents. */
  final_price: number;
  status: OrderStatus;
  /** order_created, started_{step}, completed_{step} or error_{step}. */
  step: string;
  step_number: number;
  created_at: string;
  updated_at: string;
  order_data: {
    bundle: {
      bundleId: string;
      name: string;
      zone: string;
      size: string;
      validityDays: number;
      countries: string[];
    };
    coupon: string | null;
    couponDiscount: number;
    total: number;
    quote: Quote;
  };
  /** Set once payment is confirmed (or at checkout for a free order). */
  paid: boolean;
  stripe_session_id?: string | null;
  stripe_invoice_id?: string | null;
  iccid?: string | null;
  activation_code?: string | null;
  /** PNG data URL. */
  qr_code_url?: string | null;
  error_message?: string | null;
  /** How many times Retry Flow or the stalled-order sweeper restarted fulfilment; names the execution. */
  retry_count?: number;
  /** Why a payment put the order under review (status review). */
  review_reason?: string | null;
  /** 'esim' (a new eSIM; also every order stored without a kind) or 'topup' (data for target_iccid). */
  kind?: OrderKind;
  /** A top-up's eSIM: the ICCID the data is added to. */
  target_iccid?: string | null;
  /** A top-up's eSIM right after the top-up was applied. */
  top_up_result?: TopUpResult | null;
  /** A staff test order (the order test page's Full Order Flow): free, and left out of revenue figures. */
  test?: boolean;
  /**
   * The buyer proved `user_email` at checkout: signed in with it, verified. Only then does the eSIM go
   * straight into the account's list; otherwise it waits there as unclaimed until a one-time code.
   */
  email_proven?: boolean;
  /**
   * SHA-256 (hex) of the token the latest allocation request gave the provider for its callback: only
   * a callback carrying that token may record the ICCID. The token itself is never stored.
   */
  allocation_callback_hash?: string | null;
  /** The order's refund, once one was asked for; absent (or null) for an order never refunded. */
  refund?: OrderRefund | null;
}

/**
 * An order's refund (one per order, full or partial). An admin's refund is claimed (pending) before
 * Stripe is asked, so two requests at once make one refund; a refund made in Stripe's dashboard
 * arrives by its webhook already refunded.
 */
export interface OrderRefund {
  state: 'pending' | 'refunded';
  /** Integer cents given back. */
  amount_cents: number;
  reason: string;
  /** The admin who refunded it; null for a refund made at the payment provider. */
  by: { id: string; email: string } | null;
  requested_at: string;
  refunded_at?: string | null;
  /** The payment provider's refund id, once it made the refund. */
  stripe_refund_id?: string | null;
  /** The eSIM had never been installed and its profile was released at the provider first. */
  profile_released?: boolean;
}

/** Fields a pipeline step or a use-case may set on an existing order. */
export type OrderUpdate = Partial<
  Pick<
    OrderRecord,
    | 'status'
    | 'step'
    | 'step_number'
    | 'paid'
    | 'stripe_session_id'
    | 'stripe_invoice_id'
    | 'iccid'
    | 'activation_code'
    | 'qr_code_url'
    | 'error_message'
    | 'retry_count'
    | 'review_reason'
    | 'top_up_result'
    | 'allocation_callback_hash'
    | 'refund'
  >
>;

/** Conditions of a conditional update: all given ones must hold. */
export interface UpdateCondition {
  /** The order's status is one of these. */
  status?: OrderStatus[];
  /** The order's paid flag has this value. */
  paid?: boolean;
  /** Nothing wrote the order since it was read (its updated_at is still this). */
  updatedAt?: string;
  /** The order's retry_count is this (absent counts as 0): no other attempt was claimed meanwhile. */
  retryCount?: number;
  /** The order holds no ICCID yet (absent, null or empty): a recorded one is never replaced. */
  withoutIccid?: true;
  /** The order has no refund (absent or null): the claim of a first refund. */
  withoutRefund?: true;
  /** The order's refund is still the pending claim made at this time (requested_at). */
  pendingRefundSince?: string;
}

/** Where a newest-first list of orders stopped: the last order returned. */
export interface OrderCursor {
  createdAt: string;
  orderId: string;
}

export interface OrderStore {
  /** Writes a new order; throws ConflictError when the reference exists already. */
  create(order: OrderRecord): Promise<void>;
  get(orderId: string): Promise<OrderRecord | null>;
  /**
   * Applies `update` (and a fresh updated_at). With `expected` (a list of statuses, or a condition),
   * only when the order still matches it (a conditional write); returns false when it did not.
   */
  update(orderId: string, update: OrderUpdate, expected?: OrderStatus[] | UpdateCondition): Promise<boolean>;
  listByEmail(email: string): Promise<OrderRecord[]>;
  /**
   * Paid orders in status started whose last write is older than `updatedBefore` (ISO time), oldest
   * created first, at most `limit`: the started orders of the by-status-created index, never a scan.
   */
  listStalled(updatedBefore: string, limit: number): Promise<OrderRecord[]>;
  /**
   * One page of orders, newest first (created_at, then order_id, descending), only those with
   * `status` when given, continuing after `after`; `next` is null on the last page.
   */
  listNewest(input: {
    status?: OrderStatus;
    limit: number;
    after?: OrderCursor;
  }): Promise<{ orders: OrderRecord[]; next: OrderCursor | null }>;
  /**
   * Every order created at or after `since` (and before `before`, when given); with `limit`, only
   * the oldest `limit` of them. Read by status on the by-status-created index, never a scan.
   */
  listCreatedSince(since: Date, options?: { before?: Date; limit?: number }): Promise<OrderRecord[]>;
}
