import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RequireAccount } from '@/lib/auth/require-account';

/** A staff tool's page: own-admins only (the server checks again on every call), a title and a lead. */
export function StaffPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <RequireAccount types={['own-admin']}>
      <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            <Text color="fg.muted">{lead}</Text>
          </Stack>
          {children}
        </Stack>
      </Container>
    </RequireAccount>
  );
}
