import { useEffect } from 'react';
import { applyBrandColours } from '@/config/theme';
import { useBrand, useBrandStore } from '@/lib/brand-store';
import { brandHead } from '../brand-head';

/**
 * Asks the API for the brand once the app has started (an admin may have changed it since the page
 * was built), and keeps the document in step with the brand settings: the colours every page's
 * tokens read, the title and description, and the favicon, which shows the brand's logo once one is
 * set (the shipped icon otherwise). Renders nothing.
 */
export function BrandDocument() {
  const store = useBrandStore();
  const brand = useBrand();
  useEffect(() => {
    const asking = new AbortController();
    // On failure the brand the page was built with stays.
    store.refresh(asking.signal).catch(() => undefined);
    return () => asking.abort();
  }, [store]);
  useEffect(() => {
    applyBrandColours(brand.colors);
    const head = brandHead(brand);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [brand]);
  useEffect(() => {
    const favicon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const shipped = favicon?.getAttribute('href');
    if (!favicon || !shipped || !brand.logoUrl) return;
    favicon.href = brand.logoUrl;
    return () => favicon.setAttribute('href', shipped);
  }, [brand.logoUrl]);
  return null;
}
