import type { BrandSettings } from '@shared/brand/brand';

/** The document title and meta description of every page, from the brand settings. */
export function brandHead(brand: BrandSettings): { title: string; description: string } {
  const title = brand.fullName || brand.name;
  const sentences = [brand.tagline, brand.heroText]
    .map((text) => text.trim().replace(/[.!?]?$/, (end) => end || '.'))
    .filter((text) => text.length > 1);
  return {
    title,
    description: [`${title}: travel eSIM data bundles for your destinations.`, ...sentences].join(' '),
  };
}
