import {
  Box,
  CloseButton,
  Container,
  Drawer,
  Flex,
  IconButton,
  Link,
  Portal,
  Stack,
  chakra,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon, MenuIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

type HeaderProps = {
  /** The brand's logo or name; a link home wraps it. */
  logo: ReactNode;
  brandName: string;
  cartCount: number;
  onOpenCart: () => void;
};

/**
 * The site header. From 768 px it shows the eSIM Status link inline; narrower screens get a menu with
 * Home and eSIM Status. The cart button is always visible, with a badge counting the bundles.
 */
export function Header({ logo, brandName, cartCount, onOpenCart }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
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
            <Box as="nav" aria-label="Main" display={{ base: 'none', md: 'block' }}>
              <Link asChild fontWeight="medium">
                <RouterLink to={paths.esimStatus}>eSIM Status</RouterLink>
              </Link>
            </Box>
            <IconButton variant="ghost" aria-label={cartLabel} onClick={onOpenCart} position="relative">
              <CartIcon boxSize="5" />
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
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  fontSize="2xs"
                  fontWeight="bold"
                  lineHeight="4.5"
                  textAlign="center"
                >
                  {cartCount}
                </chakra.span>
              )}
            </IconButton>
            <Drawer.Root
              open={menuOpen}
              onOpenChange={(details) => setMenuOpen(details.open)}
              placement="end"
            >
              <Drawer.Trigger asChild>
                <IconButton
                  variant="ghost"
                  aria-label="Open menu"
                  display={{ base: 'inline-flex', md: 'none' }}
                >
                  <MenuIcon boxSize="5" />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content>
                    <Drawer.Header>
                      <Drawer.Title>Menu</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Stack as="nav" aria-label="Mobile" gap="4" fontSize="lg">
                        <Link asChild onClick={() => setMenuOpen(false)}>
                          <RouterLink to={paths.home}>Home</RouterLink>
                        </Link>
                        <Link asChild onClick={() => setMenuOpen(false)}>
                          <RouterLink to={paths.esimStatus}>eSIM Status</RouterLink>
                        </Link>
                      </Stack>
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Close menu" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
