import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { BrandSettings } from '@shared/brand/brand';
import { AppProvider } from '@/app/provider';
import { AppPages } from '@/app/app';
import { preloadPage } from '@/app/router';
import { createQueryClient } from '@/config/query-client';
import { seedSupportContact, type SupportContact } from '@/features/support/api/get-support-contact';
import { provideQueryClient } from '@/lib/app-query-client';
import { beginHydration } from '@/lib/hydration';

/** A page rendered at build time: its markup and the style tags of exactly the CSS it uses. */
export interface RenderedPage {
  html: string;
  styleTags: string;
}

/**
 * Renders the first view of the page at `path` as the browser's first render will (the same
 * providers and routes, the given brand and support address, no session, an empty cart), waiting for
 * its lazily loaded code, and collects the CSS its components inserted (Chakra's global and token CSS
 * included).
 */
export async function renderPage(
  path: string,
  brand: BrandSettings,
  supportContact?: SupportContact,
): Promise<RenderedPage> {
  const cache = createCache({ key: 'css' });
  // Styles are collected in the cache instead of being written next to each element.
  cache.compat = true;
  const emotion = createEmotionServer(cache);

  // A client of this page's own (a page's loading asks for it too), holding the support address.
  const queryClient = createQueryClient();
  provideQueryClient(queryClient);
  if (supportContact) seedSupportContact(queryClient, supportContact);
  await preloadPage(path);

  // Rendered as the browser will hydrate it: what only the browser knows stays out.
  beginHydration();
  // A component that throws would leave its Suspense boundary's fallback in the page: the build stops instead.
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProvider brand={brand}>
        <StaticRouter location={path}>
          <AppPages />
        </StaticRouter>
      </AppProvider>
    </CacheProvider>,
    {
      onError: (error) => void failures.push(error),
      // Every boundary's content stays in place: an outlined one would need an inline script to
      // move it there, which the shop's Content Security Policy forbids, so React would render it again.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (failures.length > 0) throw new Error(`${path} failed to render`, { cause: failures[0] });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // `data-s` tells emotion's browser cache the tags are already where they belong (in the head): it
  // still reads which styles they hold, but no longer re-appends each one, which made the browser
  // parse all of the page's CSS again and restyle the whole page during hydration.
  return { html, styleTags: styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=') };
}

/** What the document's head says of the brand: the title and the search engines' description. */
export { brandHead } from '@/features/brand/brand-head';
/** The ids of the elements that carry the brand and the support address a page was built with. */
export { EMBEDDED_BRAND_ID } from '@/lib/brand-store';
export { EMBEDDED_SUPPORT_CONTACT_ID } from '@/features/support/api/get-support-contact';
/** The brand's colours as the CSS variables the theme reads, for the `<html>` element's style. */
export { brandCssVariables } from '@/config/theme';
