import { dequal } from 'dequal/lite';
import { sellableCatalogue, type Catalogue } from '@shared/catalogue/catalogue';

/**
 * Whether the API's catalogue offers what the held one does. The build holds only what can be sold
 * (`sellableCatalogue`) and the API sends every zone and bundle, so both are compared as sold: an
 * unchanged catalogue then loads no schema after each page load.
 */
export function sameOffer(answer: unknown, held: Catalogue): boolean {
  try {
    return dequal(sellableCatalogue(answer as Catalogue), sellableCatalogue(held));
  } catch {
    // Not a catalogue at all: the schema will say so.
    return false;
  }
}
