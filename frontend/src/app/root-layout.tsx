import { Box, Container, Flex, useSlotRecipe } from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountType } from '@shared/api/accounts.schema';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/features/brand/components/brand-logo';
import { useBrand } from '@/lib/brand-store';
import { useCart } from '@/features/cart/hooks/use-cart';
import { Footer } from '@/features/layout/components/footer';
import { Header } from '@/features/layout/components/header';
import type { HeaderAccount } from '@/features/layout';
import { useSession } from '@/lib/auth';
import { lazyNamed } from '@/lib/lazy-named';
import { PlannerWithCart } from './planner-with-cart';

// The cart panel's code loads when the cart is first opened.
const CartPanel = lazyNamed(() => import('@/features/cart/components/cart-panel'), 'CartPanel');

/** Where the header's account menu leads each account type: Account, then their own area. */
function accountLinks(type: AccountType): HeaderAccount['links'] {
  const account = { label: 'Account', to: paths.account };
  if (type === 'own-admin') return [account, { label: 'Admin', to: paths.admin }];
  if (type === 'business-admin' || type === 'business-user')
    return [account, { label: 'Business', to: paths.business }];
  return [account];
}

/** The session as the header shows it; undefined while a stored session is still being read. */
function useHeaderAccount(): HeaderAccount | null | undefined {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') return undefined;
  if (!session.user) return null;
  return {
    name: session.user.name || session.user.email,
    links: accountLinks(session.user.type),
    onSignOut: () => void session.signOut().then(() => navigate(paths.home)),
  };
}

/**
 * The page frame: header with cart and account, the page (`children`), footer, and the cart panel.
 * `loading` shows a bar at the top while the next page's code loads.
 */
export function RootLayout({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  const brand = useBrand();
  const account = useHeaderAccount();
  const { count, openCart, isOpen } = useCart();
  // Stays mounted after the first opening so that closing can animate.
  const [cartLoaded, setCartLoaded] = useState(isOpen);
  if (isOpen && !cartLoaded) setCartLoaded(true);

  return (
    <Flex direction="column" minHeight="100dvh">
      {loading && <PageLoadingBar />}
      <Header
        logo={<BrandLogo />}
        brandName={brand.name}
        cartCount={count}
        onOpenCart={openCart}
        account={account}
      />
      <Box as="main" flex="1">
        {/* Only a first render waits for its page's code (an app shell): later ones keep the current page. */}
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
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

/**
 * The bar at the top while the next page's code loads: Chakra's indeterminate progress, drawn from
 * its recipe alone. The Progress component would bring its state machine into every page's start-up
 * code for a bar that has no value to track.
 */
function PageLoadingBar() {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'xs' });
  return (
    <Box
      role="progressbar"
      aria-label="Loading the page"
      css={styles.root}
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="toast"
      colorPalette="brand"
    >
      <Box css={styles.track}>
        <Box css={styles.range} data-state="indeterminate" />
      </Box>
    </Box>
  );
}

/** Shown while the first page's code loads. */
function PageFallback() {
  return <Container maxWidth="6xl" py="10" aria-busy="true" />;
}
