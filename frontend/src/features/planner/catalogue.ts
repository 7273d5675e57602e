import shipped from 'virtual:shipped-catalogue';
import type { Catalogue } from '@shared/catalogue/catalogue';
import { alpha2ByName, destinationMark, type DestinationMark } from '@shared/catalogue/destination-mark';

let alpha2Of: ((name: string) => string | undefined) | undefined;

/**
 * The bundled catalogue, validated and resolved at build time (frontend/build/shipped-catalogue.ts):
 * bundle lookup is local to the browser, no request (SPEC section 7).
 */
export function plannerCatalogue(): Catalogue {
  return shipped;
}

/** The flag or regional globe of a destination the catalogue names (a zone or one of its countries). */
export function plannerDestinationMark(name: string): DestinationMark {
  alpha2Of ??= alpha2ByName(shipped.zones.flatMap((zone) => zone.countries));
  return destinationMark(name, alpha2Of);
}
