import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { SUPPORT_ROUTES } from '../../shared/api/support.routes';
import type { BrandUpdateRequest } from '../../shared/api/brand.schema';
import { mergeBrand, withDerivedShades, type BrandSettings } from '../../shared/brand/brand';
import type { AuthClaims } from '../lib/caller';
import type { AuditLog } from '../ports/audit-log';
import type { BrandStore } from '../ports/brand-store';
import type { EdgeCache } from '../ports/edge-cache';
import { actorOf, changedFields } from './audit-trail';

/**
 * Saves brand settings: the patch merged into the current ones, primary shades derived (±30). The
 * CDN's copies of the public brand and support address are dropped, so every visitor's next page shows the saved one.
 * The audit log gets the fields that changed, as they were and as they are.
 */
export async function updateBrand(
  deps: { brands: BrandStore; edgeCache: EdgeCache; audit: AuditLog },
  caller: AuthClaims,
  patch: BrandUpdateRequest,
): Promise<BrandSettings> {
  const current = await deps.brands.get();
  const next = withDerivedShades(mergeBrand(current, patch));
  await deps.brands.put(next);
  await deps.audit.record({
    kind: 'brand',
    action: 'update',
    actor: actorOf(caller),
    subject: 'brand',
    ...changedFields(current, next),
  });
  // /support's address follows the brand too (see supportContact).
  await deps.edgeCache.invalidate([
    BRAND_ROUTES['get-brand'].path,
    SUPPORT_ROUTES['get-support-contact'].path,
  ]);
  return next;
}
