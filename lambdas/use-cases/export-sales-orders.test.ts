import { MAX_EXPORTED_ORDERS } from '../../shared/api/sales.schema';
import { ValidationError } from '../lib/errors';
import { storedOrder } from '../testing/order-fixture';
import { csvField, exportSalesOrders } from './export-sales-orders';
import { MemoryOrders } from './fakes.test-support';

async function ordersOn(...createdAt: string[]) {
  const orders = new MemoryOrders();
  for (const [i, created] of createdAt.entries())
    await orders.create(storedOrder({ order_id: `o-${i}`, created_at: created }));
  return orders;
}

describe('exportSalesOrders', () => {
  it('lists the orders of the range, both days whole, oldest first, one CSV line each', async () => {
    const orders = await ordersOn(
      '2026-11-20T23:59:59.999Z',
      '2026-11-22T00:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
      '2026-11-22T23:59:59.999Z',
      '2026-11-23T00:00:00.000Z',
    );
    const answer = await exportSalesOrders({ orders }, { from: '2026-11-21', to: '2026-11-22' });
    expect(answer.filename).toBe('orders-2026-11-21-to-2026-11-22.csv');
    expect(answer.count).toBe(3);
    const lines = answer.csv.split('\r\n');
    expect(lines[0]).toBe(
      'reference,created_at,status,paid,kind,email,customer_name,bundle_id,bundle,zone,coupon,discount_eur,total_eur,vat_eur,net_eur,iccid,test',
    );
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual(['o-2', 'o-1', 'o-3']);
    expect(lines[1]).toContain(',16.61,');
    expect(lines.at(-1)).toBe('');
  });

  it('refuses a range with more orders than one export holds, asking for a shorter one', async () => {
    const orders = await ordersOn(
      ...Array.from({ length: MAX_EXPORTED_ORDERS + 1 }, () => '2026-11-21T10:00:00.000Z'),
    );
    await expect(exportSalesOrders({ orders }, { from: '2026-11-21', to: '2026-11-21' })).rejects.toThrow(
      ValidationError,
    );
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses a formula a buyer typed', () => {
    expect(csvField('Ada, Traveller')).toBe('"Ada, Traveller"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
  });
});
