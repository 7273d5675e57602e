import { Box, Container, Flex, Progress } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router-dom';
import { BrandLogo, useBrand } from '../features/brand';
import { CartPanel, useCart } from '../features/cart';
import { Footer, Header } from '../features/layout';
import { PlannerWithCart } from './planner-with-cart';

/** The page frame: header with cart, the current page, footer, and the cart panel. */
export function RootLayout() {
  const brand = useBrand();
  const { count, openCart } = useCart();
  const navigation = useNavigation();

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
      <CartPanel emptyContent={<PlannerWithCart />} />
    </Flex>
  );
}

/** Shown while the first page's code loads. */
export function PageFallback() {
  return <Container maxWidth="6xl" py="10" aria-busy="true" />;
}
