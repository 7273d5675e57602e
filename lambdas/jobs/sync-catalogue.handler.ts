import middy from '@middy/core';
import { logInvocation } from '../lib/logger';
import type { AuditLog } from '../ports/audit-log';
import { syncCatalogue } from '../use-cases/sync-catalogue';
import { catalogueStore } from '../wiring/catalogue-store';
import { catalogueCacheSeconds, providerProducts } from '../wiring/catalogue-admin';
import { now } from '../wiring/shop';

/** A scheduled sync has no admin to name: it is recorded as the catalogue's last sync, not audited. */
const NO_AUDIT: Pick<AuditLog, 'record'> = {
  record: () => Promise.reject(new Error('A scheduled catalogue sync records no audit entry')),
};

/**
 * The provider's product list imported on a schedule (an EventBridge rule, daily, on AWS; a timer
 * locally): new bundles arrive inactive, dropped ones are withdrawn and flagged, costs updated. A
 * failure is recorded as the last sync, which the operator sees.
 */
export const handler = middy<unknown, { outcome: string }>()
  .use(logInvocation())
  .handler(async () => {
    const view = await syncCatalogue(
      {
        catalogues: catalogueStore(),
        audit: NO_AUDIT,
        now,
        cacheSeconds: catalogueCacheSeconds(),
        products: providerProducts(),
      },
      { kind: 'schedule' },
    );
    return { outcome: view.lastSync?.outcome ?? 'unknown' };
  });
