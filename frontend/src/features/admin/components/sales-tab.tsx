import { Button, HStack, Input, SimpleGrid, Skeleton, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import {
  SALES_PERIODS,
  type SalesFigures,
  type SalesPeriod,
  type SalesResponse,
} from '@shared/api/sales.schema';
import { formatEur } from '@shared/pricing/money';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { lazyNamed } from '@/lib/lazy-named';
import { useExportSalesOrders, useSales } from '../api/sales';

/** The chart and its charting library load only when the Sales tab shows it. */
const SalesChart = lazyNamed(() => import('./sales-chart'), 'SalesChart');

/** A share as a whole percentage ('75 %'); '—' when there was nothing to convert. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);

/** Conversion as the console writes it: checkouts started → paid (share) → delivered (share). */
export const conversionText = (figures: SalesFigures) =>
  `${figures.started} → ${figures.orders} (${percent(figures.paidRate)}) → ${figures.delivered} (${percent(figures.deliveredRate)})`;

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

function Totals({ totals }: { totals: SalesFigures }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Figure label="Gross" value={formatEur(totals.grossCents)} help="VAT included" />
      <Figure label="VAT" value={formatEur(totals.vatCents)} />
      <Figure label="Net" value={formatEur(totals.netCents)} help="Gross less VAT" />
      <Figure
        label="Refunds"
        value={formatEur(totals.refundedCents)}
        help={`${totals.refunds} ${totals.refunds === 1 ? 'refund' : 'refunds'}`}
      />
      <Figure label="Orders" value={String(totals.orders)} help="Paid or free" />
      <Figure label="Average order" value={formatEur(totals.averageOrderCents)} />
      <Figure label="Conversion" value={percent(totals.paidRate)} help={conversionText(totals)} />
      <Figure label="Failures" value={String(totals.failed)} help="Fulfilments that failed" />
    </SimpleGrid>
  );
}

const money =
  (pick: (row: SalesFigures) => number): ((row: SalesFigures) => string) =>
  (row) =>
    formatEur(pick(row));
const END = { textAlign: 'end' } as const;

/** The columns every table of figures shares, after its own first one. */
const FIGURE_COLUMNS: DataColumn<SalesFigures>[] = [
  { header: 'Gross', cell: money((r) => r.grossCents), style: END },
  { header: 'VAT', cell: money((r) => r.vatCents), style: END },
  { header: 'Net', cell: money((r) => r.netCents), style: END },
  { header: 'Refunds', cell: money((r) => r.refundedCents), style: END },
  { header: 'Orders', cell: (r) => r.orders, style: END },
  { header: 'Average order', cell: money((r) => r.averageOrderCents), style: END },
  { header: 'Started → paid → delivered', cell: conversionText },
  { header: 'Failures', cell: (r) => r.failed, style: END },
];

function figureTable<Row extends SalesFigures>(first: DataColumn<Row>): DataColumn<Row>[] {
  return [first, ...(FIGURE_COLUMNS as DataColumn<Row>[])];
}

function SalesFiguresView({ sales }: { sales: SalesResponse }) {
  const newestFirst = [...sales.daily].reverse();
  return (
    <Stack gap="6">
      <Totals totals={sales.totals} />
      <SectionCard title="Per day">
        <Stack gap="4">
          <Suspense fallback={<Skeleton height="72" />}>
            <SalesChart daily={sales.daily} />
          </Suspense>
          <DataTable
            columns={figureTable<SalesResponse['daily'][number]>({ header: 'Day', cell: (r) => r.date })}
            rows={newestFirst}
            rowKey={(r) => r.date}
          />
        </Stack>
      </SectionCard>
      <SectionCard title="By zone">
        {sales.zones.length === 0 ? (
          <Text color="fg.muted">No sales in this period.</Text>
        ) : (
          <DataTable
            columns={figureTable<SalesResponse['zones'][number]>({ header: 'Zone', cell: (r) => r.zone })}
            rows={sales.zones}
            rowKey={(r) => r.zone}
          />
        )}
      </SectionCard>
      <SectionCard title="By coupon">
        {sales.coupons.length === 0 ? (
          <Text color="fg.muted">No coupon was used in this period.</Text>
        ) : (
          <DataTable
            columns={figureTable<SalesResponse['coupons'][number]>({
              header: 'Coupon',
              cell: (r) => r.coupon,
            })}
            rows={sales.coupons}
            rowKey={(r) => r.coupon}
          />
        )}
      </SectionCard>
    </Stack>
  );
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Export CSV: the orders created from one day to another, as the browser's download. */
function ExportOrders() {
  const [from, setFrom] = useState(() => daysAgo(29));
  const [to, setTo] = useState(today);
  const exporting = useExportSalesOrders();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exporting.mutate({ from, to });
  };
  return (
    <SectionCard title="Export orders">
      <Stack as="form" gap="4" onSubmit={submit} aria-label="Export orders as CSV">
        <HStack gap="3" align="end" wrap="wrap">
          <FormField label="From" required maxW="48">
            <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label="To" required maxW="48">
            <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={exporting.isPending}>
            Export CSV
          </Button>
        </HStack>
        {exporting.isError && <InlineAlert status="error">{exporting.error.message}</InlineAlert>}
        {exporting.isSuccess && (
          <Text role="status" color="fg.muted">
            {`${exporting.data.count} ${exporting.data.count === 1 ? 'order' : 'orders'} exported to ${exporting.data.filename}.`}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

/** Sales: revenue, orders, conversion and failures per day over 7, 30 or 90 days, by zone and coupon. */
export function SalesTab() {
  const [days, setDays] = useState<SalesPeriod>(30);
  const sales = useSales(days);
  return (
    <Stack gap="6">
      <HStack role="group" aria-label="Period" gap="2">
        {SALES_PERIODS.map((period) => (
          <Button
            key={period}
            size="sm"
            colorPalette="brand"
            variant={period === days ? 'solid' : 'outline'}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            {`Last ${period} days`}
          </Button>
        ))}
      </HStack>
      {sales.isPending && <Spinner aria-label="Loading sales" />}
      {sales.isError && <InlineAlert status="error">{sales.error.message}</InlineAlert>}
      {sales.data && <SalesFiguresView sales={sales.data} />}
      <ExportOrders />
    </Stack>
  );
}
