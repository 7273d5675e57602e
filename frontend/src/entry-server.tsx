import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { BrandSettings } from '@shared/brand/brand';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/config/query-client';
import { seedSupportContact, type SupportContact } from '@/features/support/api/get-support-contact';
import { seedBrand } from '@/lib/brand-query';
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

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect at build time`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Rendered as the browser will hydrate it: what only the browser knows stays out.
  beginHydration();
  const queryClient = createQueryClient();
  seedBrand(queryClient, brand);
  if (supportContact) seedSupportContact(queryClient, supportContact);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </CacheProvider>,
  );
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
export { EMBEDDED_BRAND_ID } from '@/lib/brand-query';
export { EMBEDDED_SUPPORT_CONTACT_ID } from '@/features/support/api/get-support-contact';
/** The brand's colours as the CSS variables the theme reads, for the `<html>` element's style. */
export { brandCssVariables } from '@/config/theme';
