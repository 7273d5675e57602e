import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { SalesExportQuery, SalesPeriod } from '@shared/api/sales.schema';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

/** GET /api/admin/sales: the figures of the last 7, 30 or 90 days. */
export function useSales(days: SalesPeriod) {
  return useQuery({
    queryKey: adminKey('sales', days),
    queryFn: ({ signal }) => apiRequest('get-sales', { query: { days }, signal }),
    // Another period keeps the figures on screen until its own arrive, instead of a blank tab.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/sales/export: the orders of a date range as a CSV file, saved by the browser. */
export function useExportSalesOrders() {
  return useMutation({
    mutationFn: async (range: SalesExportQuery) => {
      const file = await apiRequest('export-sales-orders', { query: range });
      // With a byte order mark, spreadsheet programs read the names in it as UTF-8.
      saveFile(file.filename, `\uFEFF${file.csv}`, 'text/csv;charset=utf-8');
      return file;
    },
  });
}

/** Hands a text to the browser as a download (the API answer carries the session's token, a link could not). */
function saveFile(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL can go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
