import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a page that was rendered at build time, true after that and in every
 * render done in the browser alone. What only the browser knows (its storage, its session) is shown
 * once this is true, so the first render in the browser matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
