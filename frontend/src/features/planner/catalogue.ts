import { loadCatalogue, type Catalogue } from '@shared/catalogue/catalogue';

let catalogue: Catalogue | undefined;

/** The bundled catalogue: bundle lookup is local to the browser, no request (SPEC section 7). */
export function plannerCatalogue(): Catalogue {
  catalogue ??= loadCatalogue();
  return catalogue;
}
