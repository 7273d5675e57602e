import { Box, Container, Flex, IconButton, Link, chakra } from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { BsCart3, BsList } from 'react-icons/bs';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import type { HeaderAccount } from '../types';

// The menu's drawer code loads on first use; most visits never open it.
const MobileMenu = lazyNamed(() => import('./mobile-menu'), 'default');
// Only a signed-in visitor needs the account menu's code.
const AccountMenu = lazyNamed(() => import('./account-menu'), 'default');

/**
 * The menu button's id, given to the drawer as its trigger's: the drawer then treats a press on the
 * button as its own and not as a click outside, and gives focus back to it when it closes.
 */
const MENU_TRIGGER_ID = 'site-menu-trigger';

type HeaderProps = {
  /** The brand's logo or name; a link home wraps it. */
  logo: ReactNode;
  brandName: string;
  cartCount: number;
  onOpenCart: () => void;
  /** The signed-in user; null shows Sign In; undefined (session still being read) shows neither. */
  account: HeaderAccount | null | undefined;
};

/**
 * The site header. From 768 px it shows the eSIM Status link and Sign In (or the signed-in user's
 * name opening Account and Sign out) inline; narrower screens get a menu with Home, eSIM Status and
 * the same account entries. The cart button is always visible, with a badge counting the bundles.
 */
export function Header({ logo, brandName, cartCount, onOpenCart, account }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted so that it can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  function openMenu() {
    setMenuLoaded(true);
    setMenuOpen(true);
  }
  const cartLabel =
    cartCount === 0 ? 'Open cart, empty' : `Open cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxWidth="6xl" px={{ base: '4', md: '6' }}>
        <Flex height="16" align="center" justify="space-between" gap="4">
          <Link asChild aria-label={`${brandName} home`} _hover={{ textDecoration: 'none' }}>
            <RouterLink to={paths.home}>{logo}</RouterLink>
          </Link>
          <Flex align="center" gap={{ base: '1', md: '4' }}>
            <Flex as="nav" aria-label="Main" display={{ base: 'none', md: 'flex' }} align="center" gap="4">
              <Link asChild fontWeight="medium">
                <RouterLink to={paths.esimStatus}>eSIM Status</RouterLink>
              </Link>
              {account === null && (
                <Link asChild fontWeight="medium">
                  <RouterLink to={paths.login}>Sign In</RouterLink>
                </Link>
              )}
              {account && (
                <Suspense fallback={null}>
                  <AccountMenu account={account} />
                </Suspense>
              )}
            </Flex>
            <IconButton variant="ghost" aria-label={cartLabel} onClick={onOpenCart} position="relative">
              <BsCart3 />
              {cartCount > 0 && (
                <chakra.span
                  data-testid="cart-count"
                  aria-hidden
                  position="absolute"
                  top="0.5"
                  insetEnd="0.5"
                  minWidth="4.5"
                  height="4.5"
                  px="1"
                  // Centred by flex: `lineHeight="4.5"` is a unitless 4.5 (45 px), which pushed the digit
                  // out of the 18 px circle.
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  borderRadius="full"
                  bg="accent.solid"
                  color="accent.contrast"
                  fontSize="2xs"
                  fontWeight="bold"
                >
                  {cartCount}
                </chakra.span>
              )}
            </IconButton>
            <IconButton
              id={MENU_TRIGGER_ID}
              variant="ghost"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              display={{ base: 'inline-flex', md: 'none' }}
              onClick={openMenu}
            >
              <BsList />
            </IconButton>
            {menuLoaded && (
              <Suspense fallback={null}>
                <MobileMenu
                  triggerId={MENU_TRIGGER_ID}
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  account={account}
                />
              </Suspense>
            )}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
