import { Button, CloseButton, Drawer, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { HeaderAccount } from '../types';

type MobileMenuProps = {
  /** The id of the header's menu button, which opens the drawer. */
  triggerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: HeaderAccount | null | undefined;
};

/** The menu of narrow screens: Home, eSIM Status, and Sign In or the signed-in user's entries. */
export default function MobileMenu({ triggerId, open, onOpenChange, account }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      ids={{ trigger: triggerId }}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="4" fontSize="lg">
                <Link asChild onClick={close}>
                  <RouterLink to={paths.home}>Home</RouterLink>
                </Link>
                <Link asChild onClick={close}>
                  <RouterLink to={paths.esimStatus}>eSIM Status</RouterLink>
                </Link>
                {account === null && (
                  <Link asChild onClick={close}>
                    <RouterLink to={paths.login}>Sign In</RouterLink>
                  </Link>
                )}
              </Stack>
              {account && (
                <Stack gap="4" fontSize="lg" mt="6">
                  <Separator />
                  <Text fontSize="sm" color="fg.muted">
                    Signed in as {account.name}
                  </Text>
                  <Stack as="nav" aria-label="Account" gap="4">
                    {account.links.map((link) => (
                      <Link key={link.to} asChild onClick={close}>
                        <RouterLink to={link.to}>{link.label}</RouterLink>
                      </Link>
                    ))}
                  </Stack>
                  <Button
                    variant="outline"
                    alignSelf="start"
                    onClick={() => {
                      close();
                      account.onSignOut();
                    }}
                  >
                    Sign out
                  </Button>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
