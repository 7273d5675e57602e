import { use, useDeferredValue, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withCompleteTheme } from '@/config/theme';
import { loadQueryClient } from '@/lib/app-query-client';
import HomeRoute from './routes/home';

type PageModule = { default: ComponentType };

/** What a lazily loaded route carries in its `handle`: how to load its page's code ahead of time. */
interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * A route whose page module loads on first visit, with the theme's remaining recipes
 * (`completeTheme`) and, unless the page asks no query (`queries: false`: the shop's own texts), the
 * query client its data goes through (`loadQueryClient`); the module's default export is the page.
 * Once loaded, the page renders at once (the promise carries its result where React's `use` reads
 * it): a page preloaded before hydration renders as its HTML was built. A failed load is tried again
 * on the next visit.
 */
function page(
  load: () => Promise<PageModule>,
  { queries = true }: { queries?: boolean } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<ReactElement> | undefined;
  const preload = () => {
    if (loading) return loading;
    const promise = Promise.all([withCompleteTheme(load()), queries && loadQueryClient()]).then(
      ([{ default: Page }]) => <Page />,
    );
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => (loading = undefined),
    );
    return (loading = promise);
  };
  function LazyPage() {
    return use(preload());
  }
  return { element: <LazyPage />, handle: { preload } satisfies PageHandle };
}

/**
 * SPEC section 2. Home is part of the entry chunk (it is what the first visit paints, and it asks no
 * query: TanStack Query is not part of its start); every other page is its own chunk. Declarative
 * routes: the shop loads no data through the router, so React Router's data router (about 9 KB gzip
 * more start-up code) would carry nothing.
 */
export const routes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: paths.bundleSelector, ...page(() => import('./routes/bundle-selector')) },
  { path: paths.checkout, ...page(() => import('./routes/checkout')) },
  { path: paths.success, ...page(() => import('./routes/success')) },
  { path: paths.esimStatus, ...page(() => import('./routes/esim-status')) },
  { path: paths.faq, ...page(() => import('./routes/faq'), { queries: false }) },
  { path: paths.terms, ...page(() => import('./routes/terms'), { queries: false }) },
  { path: paths.support, ...page(() => import('./routes/support')) },
  { path: paths.login, ...page(() => import('./routes/login')) },
  { path: paths.auth, ...page(() => import('./routes/auth')) },
  { path: paths.account, ...page(() => import('./routes/account')) },
  { path: paths.business, ...page(() => import('./routes/business')) },
  { path: paths.admin, ...page(() => import('./routes/admin')) },
  { path: paths.enterprise, ...page(() => import('./routes/enterprise')) },
  { path: paths.apiTest, ...page(() => import('./routes/api-test')) },
  { path: paths.orderTest, ...page(() => import('./routes/order-test')) },
  { path: paths.orderApiFlow, ...page(() => import('./routes/order-api-flow')) },
  { path: paths.mailchimpApi, ...page(() => import('./routes/mailchimp-api')) },
  { path: paths.emailTest, ...page(() => import('./routes/email-test')) },
  { path: '*', ...page(() => import('./routes/not-found'), { queries: false }) },
];

/**
 * Loads the code of the page at `pathname`. Before hydrating a page rendered at build time (and
 * before rendering it at build time), so that the first render is that page and not a wait.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/**
 * The page to show and the location it is for. While the next page's code loads, the current page
 * stays on screen and `loading` is true; the router's location (and with it the header) moves at once.
 */
export function useRoutedPage(): { page: ReactNode; shown: Location; loading: boolean } {
  const location = useLocation();
  const shown = useDeferredValue(location);
  const page = useRoutes(routes, shown);
  return { page, shown, loading: shown !== location };
}
