import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BrandSettings } from '@shared/brand/brand';
import { normalisePath } from '@shared/site/prerendered-pages';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/config/query-client';
import { EMBEDDED_BRAND_ID, seedBrand } from '@/lib/brand-query';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The HTML holds a page rendered at build time; it is hydrated when it is the page the browser asked
// for (same path, no query string to change its first view), and rendered afresh otherwise.
const prerenderedPath = container.dataset['page'];
const hydrating =
  prerenderedPath !== undefined &&
  prerenderedPath === normalisePath(window.location.pathname) &&
  window.location.search === '';

const queryClient = createQueryClient();
const embeddedBrand = document.getElementById(EMBEDDED_BRAND_ID)?.textContent;
// Written by the build from the brand it rendered with: ours, so not validated again here.
if (embeddedBrand) seedBrand(queryClient, JSON.parse(embeddedBrand) as BrandSettings);

void createAppRouter(hydrating).then((router) => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (hydrating) {
    // A transition: hydration yields to the browser every few milliseconds instead of holding the
    // main thread until the whole page is interactive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
