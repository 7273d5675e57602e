import type { AdminCatalogue, CatalogueSync } from '../../shared/api/catalogue-admin.schema';
import { mergeProviderProducts } from '../../shared/catalogue/operator-catalogue';
import { parseProviderProducts } from '../../shared/catalogue/provider-products';
import { logger } from '../lib/logger';
import type { AuthClaims } from '../lib/caller';
import { actorOf } from './audit-trail';
import type { ProviderProducts } from '../ports/provider-products';
import { changeCatalogue, type CatalogueAdminDeps } from './catalogue-changes';

/** Who asked: the operator (Sync from provider) or the daily schedule. */
export type SyncTrigger = { kind: 'operator'; caller: AuthClaims } | { kind: 'schedule' };

/**
 * Imports the provider's product list: new bundles arrive inactive, dropped ones are withdrawn and
 * flagged, every listed bundle takes the provider's cost. When the provider cannot be asked, fails,
 * takes too long or answers something that is not a product list, the sync is recorded as failed
 * (with why) and nothing else changes. Answers the operator's view, whose `lastSync` says how it went.
 */
export async function syncCatalogue(
  deps: CatalogueAdminDeps & { products: ProviderProducts },
  trigger: SyncTrigger,
): Promise<AdminCatalogue> {
  const answer = await deps.products.list().then(
    (body) => parseProviderProducts(body),
    (error: unknown) => ({
      ok: false as const,
      reason: `The provider could not be asked: ${(error as Error).message}`,
    }),
  );
  const record = (
    fields: Pick<CatalogueSync, 'outcome' | 'added' | 'dropped' | 'costChanges' | 'error'>,
  ) => ({
    at: deps.now().toISOString(),
    trigger: trigger.kind,
    by: trigger.kind === 'operator' ? trigger.caller.email : null,
    ...fields,
  });
  const actor = trigger.kind === 'operator' ? actorOf(trigger.caller) : null;
  if (!answer.ok) logger.warn('Catalogue sync failed', { reason: answer.reason });
  return changeCatalogue(deps, actor, (catalogue) => {
    if (!answer.ok) {
      const lastSync = record({
        outcome: 'failed',
        added: [],
        dropped: [],
        costChanges: 0,
        error: answer.reason,
      });
      return {
        catalogue: { ...catalogue, lastSync },
        audit: [{ kind: 'catalogue', action: 'sync', subject: 'provider', after: lastSync }],
      };
    }
    const merge = mergeProviderProducts(catalogue, answer.products);
    const lastSync = record({
      outcome: 'succeeded',
      added: merge.added,
      dropped: merge.dropped,
      costChanges: merge.costChanges,
      error: null,
    });
    return {
      catalogue: { ...merge.catalogue, lastSync },
      audit: [{ kind: 'catalogue', action: 'sync', subject: 'provider', after: lastSync }],
    };
  });
}
