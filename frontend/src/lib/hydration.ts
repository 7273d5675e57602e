import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the app's first render is a hydration (or a render at build time) still to be completed.
 * Only `boot` and the prerenderer set it, before rendering; the first commit clears it.
 */
let hydrating = false;

/** The next render hydrates HTML rendered at build time (the prerenderer's render counts as one). */
export function beginHydration(): void {
  hydrating = true;
}

/** The hydration has committed: components mounted from now on are in a browser-only app. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * False while React hydrates a page that was rendered at build time, true after that and in every
 * render done in the browser alone. What only the browser knows (its storage, its session) is shown
 * once this is true, so the first render in the browser matches the prerendered HTML.
 *
 * The switch to true is a transition: React renders what it changes in slices between the browser's
 * own work, instead of one synchronous re-render of every cart and session reader (a store update,
 * as `useSyncExternalStore` would make it, cannot be sliced; it was one long task on a slow phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
