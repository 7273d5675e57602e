import type {
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersResponse,
} from '../../shared/api/admin-console.schema';
import { orderKind } from '../../shared/order/order';
import type { OrderCursor, OrderRecord, OrderStore } from '../ports/order-store';
import { decodeCursor, encodeCursor } from './page-cursor';
import { toRefundView } from './refund-view';

const isOrderCursor = (value: unknown): value is OrderCursor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrderCursor).createdAt === 'string' &&
  typeof (value as OrderCursor).orderId === 'string';

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
    refund: order.refund ? toRefundView(order.refund) : null,
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
