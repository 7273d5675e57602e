import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { BrandSettings } from '@shared/brand/brand';
import { Toaster } from '@/components/ui/toaster';
import { BrandDocument } from '@/features/brand/components/brand-document';
import { system, withoutGlobalCss } from '@/config/theme';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { AppQueryClientProvider } from '@/lib/app-query-client';
import { SessionProvider } from '@/lib/auth';
import { BrandStore, BrandStoreContext } from '@/lib/brand-store';
import { CatalogueRefresh, CatalogueStore, CatalogueStoreContext } from '@/lib/catalogue-store';

/**
 * Everything the app needs above the router: theme and brand colours, server state, the catalogue
 * (refreshed from the API), the signed-in session, the cart, toasts. `brand` is the brand the page was rendered with at build time (the
 * default brand stands in without one, in the app shell). `globalCssInPage` says the page already
 * holds the theme's global CSS (a hydrated prerendered page), which is then not inserted again.
 */
export function AppProvider({
  children,
  brand,
  globalCssInPage = false,
}: {
  children: ReactNode;
  brand?: BrandSettings;
  globalCssInPage?: boolean;
}) {
  const [brandStore] = useState(() => new BrandStore(brand));
  const [catalogueStore] = useState(() => new CatalogueStore());
  const [chakraSystem] = useState(() => (globalCssInPage ? withoutGlobalCss(system) : system));
  return (
    <ChakraProvider value={chakraSystem}>
      <AppQueryClientProvider>
        <BrandStoreContext value={brandStore}>
          <BrandDocument />
          <CatalogueStoreContext value={catalogueStore}>
            <CatalogueRefresh />
            <SessionProvider>
              <CartProvider>
                {children}
                <Toaster />
              </CartProvider>
            </SessionProvider>
          </CatalogueStoreContext>
        </BrandStoreContext>
      </AppQueryClientProvider>
    </ChakraProvider>
  );
}
