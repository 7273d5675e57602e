import { Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import { AccountFeatures } from './account-features';
import { AccountOverview } from './account-overview';
import { AccountProfile } from './account-profile';
import { AccountServices } from './account-services';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'services', label: 'Services' },
  { value: 'features', label: 'Features' },
  { value: 'profile', label: 'Profile' },
] as const;
type AccountTab = (typeof TABS)[number]['value'];

/** The text the guard shows while the session is read (SPEC section 2). */
export const ACCOUNT_LOADING = 'Loading account...';

/** /account: 'Your Account' with Overview, Services, Features and Profile. */
export function AccountPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: AccountTab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'overview';
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
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
          variant="line"
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List overflowX="auto" mb="6">
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} flexShrink="0">
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview">
            <AccountOverview />
          </Tabs.Content>
          <Tabs.Content value="services">
            <AccountServices />
          </Tabs.Content>
          <Tabs.Content value="features">
            <AccountFeatures />
          </Tabs.Content>
          <Tabs.Content value="profile">
            <AccountProfile user={user} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
