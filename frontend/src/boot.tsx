import { StrictMode, startTransition } from 'react';
import type { BrandSettings } from '@shared/brand/brand';
import { readEmbeddedJson } from '@/lib/embedded-json';
import { beginHydration } from '@/lib/hydration';

/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in `container`: hydrates the page rendered at build time when `hydrating`, renders
 * it afresh otherwise. The brand the page was built with is the app's first brand either way.
 *
 * The app's code is evaluated in three pieces, each in a task of its own: React DOM; Chakra's theme
 * (its system is the largest single piece of start-up work); the app, its router and the current page.
 * Evaluated together they were one task of a third of a second on a desktop, more than a second on
 * Lighthouse's slowed phone, during which the page could not answer a tap.
 */
export async function boot(container: HTMLElement, hydrating: boolean): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('@/config/theme');
  await nextTask();
  const [{ App }, { preloadPage }, { EMBEDDED_BRAND_ID }] = await Promise.all([
    import('@/app/app'),
    import('@/app/router'),
    import('@/lib/brand-store'),
  ]);
  await nextTask();

  // The brand the build rendered the page with.
  const brand = readEmbeddedJson<BrandSettings>(EMBEDDED_BRAND_ID);

  // The page being hydrated renders at once, as it was built, instead of waiting for its code.
  if (hydrating) await preloadPage(window.location.pathname);
  const app = (
    <StrictMode>
      <App brand={brand} hydrating={hydrating} />
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
