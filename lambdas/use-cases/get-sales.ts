import type { SalesPeriod, SalesResponse } from '../../shared/api/sales.schema';
import type { SalesCounters, SalesLedger } from '../ports/sales-ledger';
import { addCounters, salesFigures, ZERO_COUNTERS } from './sales-figures';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The days of a period ending today (UTC), oldest first. */
export function periodDays(days: SalesPeriod, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => isoDay(new Date(today - (days - 1 - i) * DAY_MS)));
}

/** Counters summed per name (a zone, a coupon), largest gross first, then by name. */
function summedByName(rows: { name: string; counters: SalesCounters }[]) {
  const sums = new Map<string, SalesCounters>();
  for (const { name, counters } of rows)
    sums.set(name, addCounters(sums.get(name) ?? ZERO_COUNTERS, counters));
  return [...sums.entries()]
    .sort(([a, x], [b, y]) => y.grossCents - x.grossCents || a.localeCompare(b))
    .map(([name, counters]) => ({ name, figures: salesFigures(counters) }));
}

/**
 * The Sales tab: each day of the last 7, 30 or 90 days (zeros on a day without sales), the period's
 * totals, and the period by zone and by coupon, all from the counters kept on write.
 */
export async function getSales(
  deps: { sales: SalesLedger; now: () => Date },
  query: { days: SalesPeriod },
): Promise<SalesResponse> {
  const dates = periodDays(query.days, deps.now());
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const stored = await deps.sales.readDays(from, to);
  const perDay = new Map(stored.days.map((day) => [day.date, day]));
  const daily = dates.map((date) => ({ date, ...salesFigures(perDay.get(date) ?? ZERO_COUNTERS) }));
  const totals = stored.days.reduce<SalesCounters>(addCounters, ZERO_COUNTERS);
  return {
    days: query.days,
    from,
    to,
    daily,
    totals: salesFigures(totals),
    zones: summedByName(stored.zones.map((row) => ({ name: row.zone, counters: row }))).map(
      ({ name, figures }) => ({ zone: name, ...figures }),
    ),
    coupons: summedByName(stored.coupons.map((row) => ({ name: row.coupon, counters: row }))).map(
      ({ name, figures }) => ({ coupon: name, ...figures }),
    ),
  };
}
