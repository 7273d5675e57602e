import { Box, Container, Flex, Progress } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { BrandLogo } from '@/features/brand/components/brand-logo';
import { useBrand } from '@/features/brand/hooks/use-brand';
import { useCart } from '@/features/cart/hooks/use-cart';
import { Footer } from '@/features/layout/components/footer';
import { Header } from '@/features/layout/components/header';
import { PlannerWithCart } from './planner-with-cart';

// The cart panel's code loads when the cart is first opened.
const CartPanel = lazy(() =>
  import('@/features/cart/components/cart-panel').then((module) => ({ default: module.CartPanel })),
);

/** The page frame: header with cart, the current page, footer, and the cart panel. */
export function RootLayout() {
  const brand = useBrand();
  const { count, openCart, isOpen } = useCart();
  const navigation = useNavigation();
  // Stays mounted after the first opening so that closing can animate.
  const [cartLoaded, setCartLoaded] = useState(isOpen);
  if (isOpen && !cartLoaded) setCartLoaded(true);

  return (
    <Flex direction="column" minHeight="100dvh">
      {navigation.state === 'loading' && (
        <Progress.Root
          value={null}
          size="xs"
          position="fixed"
          top="0"
          insetInline="0"
          zIndex="toast"
          colorPalette="brand"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Header logo={<BrandLogo />} brandName={brand.name} cartCount={count} onOpenCart={openCart} />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer brandName={brand.name} />
      {cartLoaded && (
        <Suspense fallback={null}>
          <CartPanel emptyContent={<PlannerWithCart />} />
        </Suspense>
      )}
    </Flex>
  );
}

/** Shown while the first page's code loads. */
export function PageFallback() {
  return <Container maxWidth="6xl" py="10" aria-busy="true" />;
}
