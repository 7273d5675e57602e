import type {
  AdminCoupon,
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminUsersResponse,
} from '../../shared/api/admin-console.schema';
import { COUPON_MESSAGES } from '../../shared/api/admin-console.schema';
import { orderKind } from '../../shared/order/order';
import { isCouponApplicable, type Coupon } from '../../shared/pricing/pricing';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { CouponStore } from '../ports/coupon-store';
import type { OrderCursor, OrderRecord, OrderStore } from '../ports/order-store';
import type { UserStore } from '../ports/user-store';

const STALE_CURSOR = 'This page link is no longer valid.';

/** An opaque page token: the position as base64url JSON, so callers never build one themselves. */
const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decodeCursor<T>(cursor: string | undefined, isValid: (value: unknown) => value is T): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // Falls through to the refusal below.
  }
  throw new ValidationError(STALE_CURSOR, { cursor: STALE_CURSOR });
}

const isOrderCursor = (value: unknown): value is OrderCursor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrderCursor).createdAt === 'string' &&
  typeof (value as OrderCursor).orderId === 'string';

const isUserCursor = (value: unknown): value is { after: string } =>
  typeof value === 'object' && value !== null && typeof (value as { after: unknown }).after === 'string';

function toAdminOrder(order: OrderRecord): AdminOrder {
  return {
    reference: order.order_id,
    email: order.user_email,
    customerName: order.customer_name,
    bundleName: order.order_data.bundle.name,
    zone: order.order_data.bundle.zone,
    kind: orderKind(order),
    status: order.status,
    step: order.step,
    stepNumber: order.step_number,
    paid: order.paid,
    totalCents: order.final_price,
    quote: order.order_data.quote,
    couponCode: order.coupon_code,
    iccid: order.iccid ?? null,
    errorMessage: order.error_message ?? null,
    retryCount: order.retry_count ?? 0,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
  };
}

/** Midnight (UTC) of the day, and of the Monday that starts its week. */
export function revenuePeriods(now: Date): { today: Date; week: Date } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return { today, week: new Date(today.getTime() - sinceMonday * 86_400_000) };
}

/**
 * Paid orders created since each period's start, counted and summed (cents, tax included); the
 * staff's test orders (Full Order Flow) are not sales and stay out.
 */
async function revenue(orders: OrderStore, now: Date): Promise<AdminOrdersResponse['totals']> {
  const periods = revenuePeriods(now);
  const paid = (await orders.listCreatedSince(periods.week)).filter((o) => o.paid && !o.test);
  const sum = (list: OrderRecord[]) => ({
    count: list.length,
    totalCents: list.reduce((total, o) => total + o.final_price, 0),
  });
  return { today: sum(paid.filter((o) => o.created_at >= periods.today.toISOString())), week: sum(paid) };
}

/** Orders that match a search: the one order with this reference, or an e-mail's orders. */
async function searchedOrders(orders: OrderStore, search: string): Promise<OrderRecord[]> {
  if (search.includes('@')) return orders.listByEmail(search.toLowerCase());
  const order = await orders.get(search);
  return order ? [order] : [];
}

/**
 * The admin's order list, newest first: all orders page by page, or those of a reference or an
 * e-mail; narrowed to a status when asked. With this day's and this week's paid totals.
 */
export async function listAdminOrders(
  deps: { orders: OrderStore; now: () => Date },
  query: AdminOrdersQuery,
): Promise<AdminOrdersResponse> {
  const totals = revenue(deps.orders, deps.now());
  if (query.q) {
    const found = (await searchedOrders(deps.orders, query.q))
      .filter((o) => !query.status || o.status === query.status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { orders: found.map(toAdminOrder), nextCursor: null, totals: await totals };
  }
  const page = await deps.orders.listNewest({
    status: query.status,
    limit: query.limit,
    after: decodeCursor(query.cursor, isOrderCursor),
  });
  return {
    orders: page.orders.map(toAdminOrder),
    nextCursor: page.next ? encodeCursor(page.next) : null,
    totals: await totals,
  };
}

/** The User Management list: e-mail, name, account type and creation, searched by e-mail or name. */
export async function listAdminUsers(
  deps: { users: UserStore },
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminUsersResponse> {
  const page = await deps.users.listPage({
    search: query.q,
    limit: query.limit,
    after: decodeCursor(query.cursor, isUserCursor)?.after,
  });
  return {
    users: page.users.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.full_name,
      accountType: user.account_type,
      createdAt: user.created_at,
    })),
    nextCursor: page.next ? encodeCursor({ after: page.next }) : null,
  };
}

function toAdminCoupon(coupon: Coupon, now: Date): AdminCoupon {
  return {
    code: coupon.code,
    status: coupon.status,
    discountType: coupon.discount_type,
    discountValue: coupon.discount_type === 'free' ? 0 : coupon.discount_value,
    validUntil: coupon.valid_until || null,
    usable: isCouponApplicable(coupon, now),
  };
}

/** Every coupon, usable ones first, then by code. */
export async function listCoupons(deps: {
  coupons: CouponStore;
  now: () => Date;
}): Promise<{ coupons: AdminCoupon[] }> {
  const now = deps.now();
  const coupons = (await deps.coupons.list()).map((coupon) => toAdminCoupon(coupon, now));
  coupons.sort((a, b) => Number(b.usable) - Number(a.usable) || a.code.localeCompare(b.code));
  return { coupons };
}

/** A new active coupon; its code is unique whatever its case, and its end (if any) is in the future. */
export async function createCoupon(
  deps: { coupons: CouponStore; now: () => Date },
  input: { code: string; discountType: Coupon['discount_type']; discountValue?: number; validUntil?: string },
): Promise<AdminCoupon> {
  const now = deps.now();
  const validUntil = input.validUntil ? new Date(input.validUntil) : null;
  if (validUntil && validUntil.getTime() <= now.getTime())
    throw new ValidationError(COUPON_MESSAGES.validUntil, { validUntil: COUPON_MESSAGES.validUntil });
  const coupon: Coupon = {
    code: input.code.toUpperCase(),
    status: 'active',
    discount_type: input.discountType,
    discount_value: input.discountType === 'free' ? 100 : (input.discountValue ?? 0),
    valid_until: validUntil ? validUntil.toISOString() : null,
  };
  try {
    await deps.coupons.create(coupon);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(COUPON_MESSAGES.exists);
    throw error;
  }
  return toAdminCoupon(coupon, now);
}

/**
 * Stops a coupon from applying at checkout; it stays listed, and `reactivateCoupon` undoes it.
 * Deactivating twice changes nothing.
 */
export async function deactivateCoupon(
  deps: { coupons: CouponStore; now: () => Date },
  code: string,
): Promise<AdminCoupon> {
  const coupon = await deps.coupons.setStatus(code, 'inactive');
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
  return toAdminCoupon(coupon, deps.now());
}

/**
 * Lets a deactivated coupon apply at checkout again, as it was: same discount, same end date (one
 * that has passed keeps it unusable, shown as Expired). Reactivating an active coupon changes nothing.
 */
export async function reactivateCoupon(
  deps: { coupons: CouponStore; now: () => Date },
  code: string,
): Promise<AdminCoupon> {
  const coupon = await deps.coupons.setStatus(code, 'active');
  if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
  return toAdminCoupon(coupon, deps.now());
}
