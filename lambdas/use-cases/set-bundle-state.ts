import type { AdminCatalogue } from '../../shared/api/catalogue-admin.schema';
import { ConflictError, NotFoundError } from '../lib/errors';
import type { AuthClaims } from '../lib/caller';
import { actorOf } from './audit-trail';
import { changeCatalogue, type CatalogueAdminDeps } from './catalogue-changes';

/**
 * Activates or withdraws one bundle; it is sold once active in an active, priced zone. A bundle the
 * provider no longer offers cannot be activated.
 */
export async function setBundleState(
  deps: CatalogueAdminDeps,
  caller: AuthClaims,
  bundleId: string,
  state: 'active' | 'withdrawn',
): Promise<AdminCatalogue> {
  return changeCatalogue(deps, actorOf(caller), (catalogue) => {
    const bundle = catalogue.bundles.find((candidate) => candidate.id === bundleId);
    if (!bundle) throw new NotFoundError(`There is no bundle ${bundleId} in the catalogue.`);
    if (state === 'active' && !bundle.offeredByProvider) {
      throw new ConflictError(`The provider no longer offers ${bundleId}; it cannot be sold.`);
    }
    if (bundle.state === state && !bundle.newFromProvider) return null;
    return {
      catalogue: {
        ...catalogue,
        bundles: catalogue.bundles.map((b) =>
          b.id === bundleId ? { ...b, state, newFromProvider: false } : b,
        ),
      },
      audit: [
        {
          kind: 'catalogue',
          action: state === 'active' ? 'activate-bundle' : 'withdraw-bundle',
          subject: bundleId,
          before: { state: bundle.state },
          after: { state },
        },
      ],
    };
  });
}
