import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';

/**
 * Marks the document once the app has rendered or hydrated and answers input: until then a
 * prerendered page only looks ready. Browser tests wait for it after each page load.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true';
  }, []);
  return null;
}

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <ReadyMark />
    </AppProvider>
  );
}
