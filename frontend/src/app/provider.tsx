import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/config/query-client';
import { BrandDocument } from '@/features/brand/components/brand-document';
import { system } from '@/config/theme';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { SessionProvider } from '@/lib/auth';

/**
 * Everything the app needs above the router: theme and brand colours, server state, the signed-in
 * session, the cart, toasts. The query client is given when the page was rendered at build time
 * (it holds the brand the page was rendered with), made here otherwise.
 */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
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
