import { useEffect } from 'react';
import { useBrand } from '../hooks/use-brand';
import { applyBrandColours } from '@/config/theme';

/** Keeps the page's colours and title in step with the brand settings. Renders nothing. */
export function BrandColours() {
  const brand = useBrand();
  useEffect(() => {
    applyBrandColours(brand.colors);
    document.title = brand.fullName || brand.name;
  }, [brand]);
  return null;
}
