import shipped from 'virtual:shipped-catalogue';
import type { Catalogue, PriceTier } from '@shared/catalogue/catalogue';
import { fakeRoute } from '../contract';

/** GET /api/catalogue: the build's catalogue, as a shop nobody changed publishes it. */
export const catalogueHandlers = [fakeRoute('get-catalogue', () => ({ json: shipped }))];

/** GET /api/catalogue answering `catalogue` (what the operator published since the build). */
export const publishedCatalogue = (catalogue: Catalogue) =>
  fakeRoute('get-catalogue', () => ({ json: catalogue }));

/** The build's catalogue with one eSIM price of a zone changed (net cents), as an operator would. */
export function withEsimPrice(
  zone: string,
  tier: PriceTier,
  cents: number,
  from: Catalogue = shipped,
): Catalogue {
  const table = from.prices[zone];
  if (!table) throw new Error(`${zone} has no prices`);
  return {
    ...from,
    version: `${from.version}+${zone}-${tier}-${cents}`,
    prices: { ...from.prices, [zone]: { ...table, esim: { ...table.esim, [tier]: cents } } },
  };
}

/** The build's catalogue without the bundles `withdrawn` picks, as an operator's withdrawal publishes it. */
export function withoutBundles(withdrawn: (row: Catalogue['bundles'][number]) => boolean): Catalogue {
  return {
    ...shipped,
    version: `${shipped.version}+withdrawn`,
    bundles: shipped.bundles.filter((row) => !withdrawn(row)),
  };
}
