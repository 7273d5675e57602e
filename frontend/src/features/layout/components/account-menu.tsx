import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BsPersonCircle } from 'react-icons/bs';
import type { HeaderAccount } from '../types';

/** The signed-in user's name in the header, opening their account links and Sign out. */
export default function AccountMenu({ account }: { account: HeaderAccount }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account menu, signed in as ${account.name}`}>
          <BsPersonCircle aria-hidden />
          <Text as="span" maxWidth="40" truncate>
            {account.name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {account.links.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={account.onSignOut}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
