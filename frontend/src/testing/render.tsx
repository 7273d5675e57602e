import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { Toaster } from '@/components/ui/toaster';
import { system } from '@/config/theme';
import { provideQueryClient } from '@/lib/app-query-client';
import { BrandStore, BrandStoreContext } from '@/lib/brand-store';
import { CatalogueStore, CatalogueStoreContext } from '@/lib/catalogue-store';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { SessionProvider } from '@/lib/auth';
import { createFakeAuthClient, type FakeAuthClient } from './fake-auth-client';
import { MemoryStorage } from '@/features/cart/cart-storage';

export { MemoryStorage };

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the router starts at. */
  route?: string;
  /** Backing store for the cart; a fresh in-memory one by default. */
  storage?: Storage;
  /** The identity provider; a fake with nobody signed in by default. */
  auth?: FakeAuthClient;
};

/** The URL the app is at, rendered so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a component inside the app's providers (theme, queries without retries, session, cart,
 * toasts) and a memory router. The brand is preset so no test waits on GET /api/brand.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', storage = new MemoryStorage(), auth = createFakeAuthClient(), ...options }: Options = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  // The session's own loads of the query client find this one.
  provideQueryClient(queryClient);
  const brandStore = new BrandStore(DEFAULT_BRAND);
  // The build's catalogue, not asked of the API unless a test renders <CatalogueRefresh /> or sets one.
  const catalogueStore = new CatalogueStore();
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrandStoreContext value={brandStore}>
          <CatalogueStoreContext value={catalogueStore}>
            <SessionProvider client={auth}>
              <CartProvider storage={storage}>
                <MemoryRouter initialEntries={[route]}>
                  <Routes>
                    <Route path="*" element={ui} />
                  </Routes>
                  <LocationProbe />
                </MemoryRouter>
                <Toaster />
              </CartProvider>
            </SessionProvider>
          </CatalogueStoreContext>
        </BrandStoreContext>
      </QueryClientProvider>
    </ChakraProvider>,
    options,
  );
  return { user, queryClient, brandStore, catalogueStore, storage, auth, ...view };
}
