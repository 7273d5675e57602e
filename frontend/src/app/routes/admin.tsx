import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@/lib/auth';
import { RequireAccount } from '@/lib/auth/require-account';

function AdminHome() {
  const { user } = useSession();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Admin Dashboard
        </Heading>
        <Text color="fg.muted">Signed in as {user?.email}.</Text>
      </Stack>
    </Container>
  );
}

/** /admin: own-admins only; everyone else goes to /login (SPEC section 2). */
export default function AdminRoute() {
  return (
    <RequireAccount types={['own-admin']}>
      <AdminHome />
    </RequireAccount>
  );
}
