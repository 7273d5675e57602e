import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { UrlTabs } from '@/components/ui/url-tabs';
import { useSession } from '@/lib/auth';
import { AccountFeatures } from './account-features';
import { AccountOverview } from './account-overview';
import { AccountProfile } from './account-profile';
import { AccountServices } from './account-services';

/** The text the guard shows while the session is read (SPEC section 2). */
export const ACCOUNT_LOADING = 'Loading account...';

/** /account: 'Your Account' with Overview, Services, Features and Profile. */
export function AccountPage() {
  const { user } = useSession();
  if (!user)
    return (
      <Text py="10" textAlign="center">
        {ACCOUNT_LOADING}
      </Text>
    );

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Your Account
          </Heading>
          <Text color="fg.muted">Signed in as {user.name || user.email}</Text>
        </Stack>
        <UrlTabs
          tabs={[
            { value: 'overview', label: 'Overview', content: <AccountOverview /> },
            { value: 'services', label: 'Services', content: <AccountServices /> },
            { value: 'features', label: 'Features', content: <AccountFeatures /> },
            { value: 'profile', label: 'Profile', content: <AccountProfile user={user} /> },
          ]}
        />
      </Stack>
    </Container>
  );
}
