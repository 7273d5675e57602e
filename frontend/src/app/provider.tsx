import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/config/query-client';
import { BrandDocument } from '@/features/brand/components/brand-document';
import { system } from '@/config/theme';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { SessionProvider } from '@/lib/auth';

/**
 * Everything the app needs above the router: theme and brand colours, server state, the signed-in
 * session, the cart, toasts.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
