import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BrandSettings } from '@shared/brand/brand';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/config/query-client';
import { EMBEDDED_BRAND_ID, seedBrand } from '@/lib/brand-query';
import { beginHydration } from '@/lib/hydration';

/**
 * Starts the app in `container`: hydrates the page rendered at build time when `hydrating`, renders
 * it afresh otherwise. The brand the page was built with starts the brand query either way.
 */
export async function boot(container: HTMLElement, hydrating: boolean): Promise<void> {
  const queryClient = createQueryClient();
  const embeddedBrand = document.getElementById(EMBEDDED_BRAND_ID)?.textContent;
  // Written by the build from the brand it rendered with: ours, so not validated again here.
  if (embeddedBrand) seedBrand(queryClient, JSON.parse(embeddedBrand) as BrandSettings);

  const router = await createAppRouter(hydrating);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} hydrating={hydrating} />
    </StrictMode>
  );
  if (hydrating) {
    beginHydration();
    // A transition: hydration yields to the browser every few milliseconds instead of holding the
    // main thread until the whole page is interactive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
