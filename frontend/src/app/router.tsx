import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import ErrorPage from './routes/error-page';
import HomeRoute from './routes/home';
import { PageFallback, RootLayout } from './root-layout';

/** A route whose page module loads on first visit; the module's default export is the page. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * SPEC section 2. Home is part of the entry chunk (it is what the first visit paints); every other
 * page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'bundleselector', ...page(() => import('./routes/bundle-selector')) },
      { path: 'checkout', ...page(() => import('./routes/checkout')) },
      { path: 'success', ...page(() => import('./routes/success')) },
      { path: 'esim-status', ...page(() => import('./routes/esim-status')) },
      { path: 'faq', ...page(() => import('./routes/faq')) },
      { path: 'terms', ...page(() => import('./routes/terms')) },
      { path: 'support', ...page(() => import('./routes/support')) },
      { path: 'login', ...page(() => import('./routes/login')) },
      { path: 'auth', ...page(() => import('./routes/auth')) },
      { path: 'account', ...page(() => import('./routes/account')) },
      { path: 'business', ...page(() => import('./routes/business')) },
      { path: 'admin', ...page(() => import('./routes/admin')) },
      { path: 'enterprise', ...page(() => import('./routes/enterprise')) },
      { path: 'api-test', ...page(() => import('./routes/api-test')) },
      { path: 'order-test', ...page(() => import('./routes/order-test')) },
      { path: 'order-api-flow', ...page(() => import('./routes/order-api-flow')) },
      { path: 'mailchimp-api', ...page(() => import('./routes/mailchimp-api')) },
      { path: 'emailtest', ...page(() => import('./routes/email-test')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * The browser's router. Where the page was rendered at build time, the code of the routes it shows
 * is loaded first, so the router's first render is that page (as the HTML is) and not the fallback.
 */
export async function createAppRouter(hydrating: boolean) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
