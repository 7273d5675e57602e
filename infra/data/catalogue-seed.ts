import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { publishSeed, seedTime } from '../../shared/catalogue/catalogue-seed';
import { localSeedCatalogue } from '../../shared/catalogue/local-seed';
import { SHIPPED_CATALOGUE_FILES } from '../../shared/catalogue/shipped-catalogue';
import { DynamoCatalogueStore } from '../../lambdas/adapters/dynamo-catalogue-store';
import { CatalogueChangedError } from '../../lambdas/ports/catalogue-store';

/**
 * A local shop's catalogue: the spec's 35 active bundles, Europe's spec prices, and the five other
 * zones priced by the local seed's margin rule over the simulated provider's costs, each zone's
 * prices version 1 "set by the seed". Written once: a stored catalogue (perhaps changed since) is
 * left as it is. A deployed shop writes no seed: until its operator changes something it sells the
 * shipped defaults (Europe only), which the functions fall back to.
 */
export async function seedLocalCatalogue(doc: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  const seed = localSeedCatalogue(SHIPPED_CATALOGUE_FILES, seedTime(SHIPPED_CATALOGUE_FILES));
  try {
    await new DynamoCatalogueStore(doc, tableName).save({
      expectedRevision: null,
      state: seed.catalogue,
      published: publishSeed(seed),
      versions: seed.versions,
    });
    return true;
  } catch (error) {
    if (error instanceof CatalogueChangedError) return false;
    throw error;
  }
}
