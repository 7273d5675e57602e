import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BRAND_MESSAGES, logoUploadRequestSchema } from '@shared/api/brand.schema';
import type { RequestOf } from '@shared/api/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getBrand, useBrandStore } from '@/lib/brand-store';
import { adminKey } from './admin-query-key';

/** The stored brand settings, as Brand Settings edits them (not the brand a page shows meanwhile). */
export function storedBrandQueryOptions() {
  return queryOptions({ queryKey: adminKey('brand'), queryFn: ({ signal }) => getBrand(signal) });
}

/** PUT /api/admin/brand; the saved brand replaces the shown one at once, for the whole shop. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  const brandStore = useBrandStore();
  return useMutation({
    mutationFn: (body: RequestOf<'update-brand'>) => apiRequest('update-brand', { body }),
    onSuccess: (brand) => {
      queryClient.setQueryData(storedBrandQueryOptions().queryKey, brand);
      brandStore.set(brand);
    },
  });
}

/**
 * A logo file to the shop: ask for an upload, PUT the file straight to storage, then have the server
 * check and publish it. Answers the published logo's address (not yet saved in the brand).
 */
export async function uploadLogo(file: File): Promise<string> {
  const request = { contentType: file.type, size: file.size };
  const checked = logoUploadRequestSchema.safeParse(request);
  if (!checked.success)
    throw new ApiRequestError(
      400,
      'validation_error',
      checked.error.issues[0]?.message ?? BRAND_MESSAGES.imageOnly,
    );
  const { uploadUrl, uploadId } = await apiRequest('create-logo-upload', { body: request });
  let stored: Response;
  try {
    stored = await fetch(uploadUrl, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  } catch {
    throw new ApiRequestError(0, 'network_error', BRAND_MESSAGES.uploadMissing);
  }
  if (!stored.ok) throw new ApiRequestError(stored.status, 'upload_failed', BRAND_MESSAGES.uploadMissing);
  return (await apiRequest('publish-logo', { body: { uploadId } })).logoUrl;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
