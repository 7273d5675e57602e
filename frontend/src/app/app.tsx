import type { BrandSettings } from '@shared/brand/brand';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, useNavigationType } from 'react-router-dom';
import { endHydration } from '@/lib/hydration';
import { AppProvider } from './provider';
import { RootLayout } from './root-layout';
import { useRoutedPage } from './router';
import ErrorPage from './routes/error-page';

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

/**
 * The app inside a router: the page frame and the current page, or the fallback page when rendering
 * them fails. Moving to another page leaves the fallback, and opens the new page at its top once it
 * shows; going back or forward, or changing only the query (a tab), leaves the scrolling alone.
 */
export function AppPages() {
  const { page, shown, loading } = useRoutedPage();
  const navigationType = useNavigationType();
  const shownPath = useRef(shown.pathname);
  useLayoutEffect(() => {
    if (shown.pathname === shownPath.current) return;
    shownPath.current = shown.pathname;
    if (navigationType !== 'POP' && !shown.hash) window.scrollTo(0, 0);
  }, [shown, navigationType]);
  return (
    <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[shown.key]}>
      <RootLayout loading={loading}>{page}</RootLayout>
    </ErrorBoundary>
  );
}

export function App({
  brand,
  hydrating = false,
}: {
  /** The brand the page was rendered with at build time. */
  brand?: BrandSettings;
  /** The app hydrates a page rendered at build time, which holds the theme's global CSS already. */
  hydrating?: boolean;
}) {
  return (
    <AppProvider brand={brand} globalCssInPage={hydrating}>
      {/* Without transitions: the location moves at once, and the layout shows the wait for the next page. */}
      <BrowserRouter useTransitions={false}>
        <AppPages />
      </BrowserRouter>
      <ReadyMark />
    </AppProvider>
  );
}
