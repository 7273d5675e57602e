import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/config/query-client';
import { BrandDocument } from '@/features/brand/components/brand-document';
import { system, withoutGlobalCss } from '@/config/theme';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { SessionProvider } from '@/lib/auth';

/**
 * Everything the app needs above the router: theme and brand colours, server state, the signed-in
 * session, the cart, toasts. The query client is given when the page was rendered at build time
 * (it holds the brand the page was rendered with), made here otherwise. `globalCssInPage` says the
 * page already holds the theme's global CSS (a hydrated prerendered page), which is then not inserted again.
 */
export function AppProvider({
  children,
  queryClient: given,
  globalCssInPage = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  globalCssInPage?: boolean;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [chakraSystem] = useState(() => (globalCssInPage ? withoutGlobalCss(system) : system));
  return (
    <ChakraProvider value={chakraSystem}>
      <QueryClientProvider client={queryClient}>
        <BrandDocument />
        <SessionProvider>
          <CartProvider>
            {children}
            <Toaster />
          </CartProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
