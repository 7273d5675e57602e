import { CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

type MobileMenuProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The menu of narrow screens: Home and eSIM Status. */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
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
              </Stack>
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
