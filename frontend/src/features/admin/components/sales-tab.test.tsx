import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as z from '@shared/validation/zod';
import { ERROR_CODES } from '@shared/api/common.schema';
import {
  salesExportQuerySchema,
  salesExportResponseSchema,
  salesResponseSchema,
  type SalesFigures,
  type SalesResponse,
} from '@shared/api/sales.schema';
import { SALES_ROUTES } from '@shared/api/sales.routes';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { contractViolations } from '@/testing/mocks/contract';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { conversionText, SalesTab } from './sales-tab';

vi.setConfig({ testTimeout: 30_000 });

const ADMIN = 'ops@example.com';
const TOO_MANY = 'More than 5000 orders were created in this range. Choose a shorter range.';
const ZERO: SalesFigures = {
  started: 0,
  orders: 0,
  grossCents: 0,
  vatCents: 0,
  netCents: 0,
  refunds: 0,
  refundedCents: 0,
  averageOrderCents: 0,
  delivered: 0,
  failed: 0,
  paidRate: null,
  deliveredRate: null,
};
const DAY: SalesFigures = {
  started: 4,
  orders: 2,
  grossCents: 3322,
  vatCents: 577,
  netCents: 2745,
  refunds: 1,
  refundedCents: 500,
  averageOrderCents: 1661,
  delivered: 1,
  failed: 1,
  paidRate: 0.5,
  deliveredRate: 0.5,
};

/** The API's answer for a period whose last day sold DAY's figures. */
function salesOf(days: 7 | 30 | 90): SalesResponse {
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(2026, 10, 28) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    days,
    from: dates[0]!,
    to: dates.at(-1)!,
    daily: dates.map((date, i) => ({ date, ...(i === days - 1 ? DAY : ZERO) })),
    totals: DAY,
    zones: [{ zone: 'Europe', ...DAY }],
    coupons: days === 7 ? [] : [{ coupon: 'WELCOME10', ...DAY, orders: 1, grossCents: 1495 }],
  };
}

/** The sales routes' network fakes, as the contract has them: the query parsed, the answer checked. */
function salesFakes(asked: string[], exported: { from: string; to: string }[]) {
  const checked = <S extends z.core.$ZodType>(schema: S, route: string, body: z.output<S>) => {
    if (!z.safeParse(schema, body).success)
      contractViolations.push(`${route}: the fake's answer breaks the schema`);
    return HttpResponse.json(body as object);
  };
  return [
    http.get(SALES_ROUTES['get-sales'].path, ({ request }) => {
      const days = new URL(request.url).searchParams.get('days') ?? '30';
      asked.push(days);
      return checked(salesResponseSchema, 'get-sales', salesOf(Number(days) as 7 | 30 | 90));
    }),
    http.get(SALES_ROUTES['export-sales-orders'].path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = z.safeParse(salesExportQuerySchema, query);
      if (!parsed.success)
        return HttpResponse.json(
          { error: { code: ERROR_CODES.validation, message: parsed.error.issues[0]!.message } },
          { status: 400 },
        );
      if (parsed.data.from < '2026-01-01')
        return HttpResponse.json(
          { error: { code: ERROR_CODES.validation, message: TOO_MANY } },
          { status: 400 },
        );
      exported.push(parsed.data);
      return checked(salesExportResponseSchema, 'export-sales-orders', {
        filename: `orders-${parsed.data.from}-to-${parsed.data.to}.csv`,
        csv: 'reference\r\nroamly_order_1\r\n',
        count: 1,
      });
    }),
  ];
}

function renderSales() {
  const asked: string[] = [];
  const exported: { from: string; to: string }[] = [];
  server.use(...salesFakes(asked, exported));
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  renderWithProviders(<SalesTab />, {
    route: '/admin?tab=sales',
    auth: createFakeAuthClient({ signedInAs: ADMIN }),
  });
  return { asked, exported };
}

describe('the Sales tab', () => {
  it('shows the last 30 days: revenue, orders, conversion and failures, per day, zone and coupon', async () => {
    const { asked } = renderSales();
    const gross = await screen.findByText('Gross', { selector: 'dt, dd, div, span, p' });
    expect(gross).toBeInTheDocument();
    expect(asked).toEqual(['30']);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('€33.22').length).toBeGreaterThan(0);
    expect(screen.getAllByText('€27.45').length).toBeGreaterThan(0);
    expect(screen.getAllByText('€16.61').length).toBeGreaterThan(0);
    expect(screen.getAllByText(conversionText(DAY)).length).toBeGreaterThan(0);
    expect(conversionText(DAY)).toBe('4 → 2 (50 %) → 1 (50 %)');

    const perDay = within(screen.getByRole('region', { name: 'Per day' }));
    // Newest first, one row per day of the period, and the chart beside the table.
    const rows = perDay.getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('2026-11-28');
    expect(await perDay.findByRole('img', { name: 'Revenue and orders per day' })).toBeInTheDocument();

    const zones = within(screen.getByRole('region', { name: 'By zone' }));
    expect(zones.getByRole('cell', { name: 'Europe' })).toBeInTheDocument();
    const coupons = within(screen.getByRole('region', { name: 'By coupon' }));
    expect(coupons.getByRole('cell', { name: 'WELCOME10' })).toBeInTheDocument();
    expect(coupons.getByRole('cell', { name: '€14.95' })).toBeInTheDocument();
  });

  it('switches the period to 7 or 90 days', async () => {
    const { asked } = renderSales();
    await screen.findByRole('region', { name: 'Per day' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Per day' })).getAllByRole('row')).toHaveLength(8),
    );
    expect(screen.getByText('No coupon was used in this period.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Per day' })).getAllByRole('row')).toHaveLength(91),
    );
    expect(asked).toEqual(['30', '7', '90']);
  });

  it('exports the orders of a date range as a CSV download, and says why a range is refused', async () => {
    const { exported } = renderSales();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:orders'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const form = within(screen.getByRole('form', { name: 'Export orders as CSV' }));
    fireEvent.change(form.getByLabelText(/From/), { target: { value: '2026-11-01' } });
    fireEvent.change(form.getByLabelText(/To/), { target: { value: '2026-11-28' } });
    fireEvent.click(form.getByRole('button', { name: 'Export CSV' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      '1 order exported to orders-2026-11-01-to-2026-11-28.csv.',
    );
    expect(exported).toEqual([{ from: '2026-11-01', to: '2026-11-28' }]);
    expect(click).toHaveBeenCalledOnce();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('reference\r\nroamly_order_1\r\n');

    fireEvent.change(form.getByLabelText(/From/), { target: { value: '2025-01-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Export CSV' }));
    expect(await form.findByText(TOO_MANY)).toBeInTheDocument();
    expect(exported).toHaveLength(1);
    click.mockRestore();
  });
});
