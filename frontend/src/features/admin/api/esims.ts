import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKey } from './admin-query-key';

export type AdminEsimsQuery = { q: string; page: number; pageSize: number };

/** GET /api/admin/esims: one page of the SIM overview, searched by ICCID or e-mail. */
export function useAdminEsims(query: AdminEsimsQuery) {
  return useQuery({
    queryKey: adminKey('esims', query),
    queryFn: ({ signal }) => apiRequest('list-admin-esims', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
