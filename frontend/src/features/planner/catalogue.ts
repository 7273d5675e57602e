import type { Catalogue } from '@shared/catalogue/catalogue';
import { alpha2ByName, destinationMark, type DestinationMark } from '@shared/catalogue/destination-mark';
import { useCatalogue } from '@/lib/catalogue-store';

/**
 * The catalogue the planner searches: the build's on the first view, the operator's published one
 * once the API has answered (`@/lib/catalogue-store`). Bundle lookup is local to the browser, no
 * request per search (SPEC section 7).
 */
export const usePlannerCatalogue: () => Catalogue = useCatalogue;

let marks: { catalogue: Catalogue; alpha2Of: (name: string) => string | undefined } | undefined;

/** The flag or regional globe of a destination the catalogue names (a zone or one of its countries). */
export function plannerDestinationMark(catalogue: Catalogue, name: string): DestinationMark {
  if (marks?.catalogue !== catalogue) {
    marks = { catalogue, alpha2Of: alpha2ByName(catalogue.zones.flatMap((zone) => zone.countries)) };
  }
  return destinationMark(name, marks.alpha2Of);
}
