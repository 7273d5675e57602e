import { findBundle } from '@shared/catalogue/catalogue';
import { loadCatalogue } from '@shared/catalogue/shipped-catalogue';
import { offerFromRow, type BundleOffer } from '@shared/bundles/search';

/** A real offer from the bundled catalogue, e.g. '01032_3' (Europe 5 GB, 10 days). */
export function offerFor(bundleId: string): BundleOffer {
  const catalogue = loadCatalogue();
  const row = findBundle(catalogue, bundleId);
  if (!row) throw new Error(`No bundle ${bundleId} in the catalogue`);
  return offerFromRow(catalogue, row);
}
