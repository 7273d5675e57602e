import type { Quote } from '../../shared/api/common.schema';

export type OrderStatus = 'started' | 'error' | 'completed';

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
  /** How many times Retry Flow restarted fulfilment; names the next execution. */
  retry_count?: number;
  /** A staff test order (the order test page's Full Order Flow): free, and left out of revenue figures. */
  test?: boolean;
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
  >
>;

export interface OrderStore {
  /** Writes a new order; throws ConflictError when the reference exists already. */
  create(order: OrderRecord): Promise<void>;
  get(orderId: string): Promise<OrderRecord | null>;
  /**
   * Applies `update` (and a fresh updated_at). With `expectedStatus`, only when the order's status
   * is one of them (a conditional write); returns false when that condition failed.
   */
  update(orderId: string, update: OrderUpdate, expectedStatus?: OrderStatus[]): Promise<boolean>;
  listByEmail(email: string): Promise<OrderRecord[]>;
}
