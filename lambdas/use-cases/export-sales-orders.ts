import {
  MAX_EXPORTED_ORDERS,
  type SalesExportQuery,
  type SalesExportResponse,
} from '../../shared/api/sales.schema';
import { orderKind } from '../../shared/order/order';
import { ValidationError } from '../lib/errors';
import type { OrderRecord, OrderStore } from '../ports/order-store';

const euros = (cents: number) => (cents / 100).toFixed(2);

const COLUMNS: [string, (order: OrderRecord) => string | number | boolean | null | undefined][] = [
  ['reference', (o) => o.order_id],
  ['created_at', (o) => o.created_at],
  ['status', (o) => o.status],
  ['paid', (o) => o.paid],
  ['kind', (o) => orderKind(o)],
  ['email', (o) => o.user_email],
  ['customer_name', (o) => o.customer_name],
  ['bundle_id', (o) => o.bundle_id],
  ['bundle', (o) => o.order_data.bundle.name],
  ['zone', (o) => o.order_data.bundle.zone],
  ['coupon', (o) => o.coupon_code],
  ['discount_eur', (o) => euros(o.coupon_discount)],
  ['total_eur', (o) => euros(o.final_price)],
  ['vat_eur', (o) => euros(o.order_data.quote.vatCents)],
  ['net_eur', (o) => euros(o.final_price - o.order_data.quote.vatCents)],
  ['iccid', (o) => o.iccid],
  ['test', (o) => Boolean(o.test)],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text a spreadsheet
 * would run as a formula (a name or e-mail typed by a buyer starting with =, +, -, @) gets a leading
 * apostrophe, so opening the file runs nothing (OWASP's CSV injection advice).
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The orders as CSV: a header line, then one line per order; CRLF line ends. */
export function ordersCsv(orders: OrderRecord[]): string {
  const lines = [
    COLUMNS.map(([name]) => name).join(','),
    ...orders.map((order) => COLUMNS.map(([, cell]) => csvField(cell(order))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const DAY_MS = 86_400_000;

/**
 * The orders created from `from` to `to` (UTC days, both included), oldest first, as a CSV file.
 * Read with one Query per status on the orders' date index, at most MAX_EXPORTED_ORDERS (+1 to tell a
 * longer range, which is refused with a 400 asking for a shorter one).
 */
export async function exportSalesOrders(
  deps: { orders: OrderStore },
  query: SalesExportQuery,
): Promise<SalesExportResponse> {
  const since = new Date(`${query.from}T00:00:00Z`);
  const before = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS);
  const orders = await deps.orders.listCreatedSince(since, { before, limit: MAX_EXPORTED_ORDERS + 1 });
  if (orders.length > MAX_EXPORTED_ORDERS)
    throw new ValidationError(
      `More than ${MAX_EXPORTED_ORDERS} orders were created in this range. Choose a shorter range.`,
    );
  const sorted = [...orders].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.order_id.localeCompare(b.order_id),
  );
  return {
    filename: `orders-${query.from}-to-${query.to}.csv`,
    csv: ordersCsv(sorted),
    count: sorted.length,
  };
}
