import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { endHydration } from '@/lib/hydration';
import { AppProvider } from './provider';

/**
 * Marks the document once the app has rendered or hydrated and answers input: until then a
 * prerendered page only looks ready. Browser tests wait for it after each page load.
 */
function ReadyMark() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset['appReady'] = 'true';
  }, []);
  return null;
}

export function App({
  router,
  queryClient,
  hydrating = false,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  /** The app hydrates a page rendered at build time, which holds the theme's global CSS already. */
  hydrating?: boolean;
}) {
  return (
    <AppProvider queryClient={queryClient} globalCssInPage={hydrating}>
      <RouterProvider router={router} />
      <ReadyMark />
    </AppProvider>
  );
}
