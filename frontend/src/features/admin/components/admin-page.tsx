import { Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UrlTabs } from '@/components/ui/url-tabs';
import { STAFF_PAGES } from '@/config/staff-pages';
import { useSession } from '@/lib/auth';
import { ActivityTab } from './activity-tab';
import { AdminManagement } from './admin-management';
import { BrandSettings } from './brand-settings';
import { CatalogueTab } from './catalogue-tab';
import { CouponsTab } from './coupons-tab';
import { EsimManagement } from './esim-management';
import { OrdersTab } from './orders-tab';
import { SalesTab } from './sales-tab';
import { AdminTwoFactorGate } from './two-factor-gate';
import { UserManagement } from './user-management';

/** The spec's four tabs, then what an operator needs daily. */
export const ADMIN_TABS = [
  { value: 'esims', label: 'eSIM Management', Panel: EsimManagement },
  { value: 'brand', label: 'Brand Settings', Panel: BrandSettings },
  { value: 'users', label: 'User Management', Panel: UserManagement },
  { value: 'admins', label: 'Admin Management', Panel: AdminManagement },
  { value: 'orders', label: 'Orders', Panel: OrdersTab },
  { value: 'coupons', label: 'Coupons', Panel: CouponsTab },
  { value: 'catalogue', label: 'Catalogue & Pricing', Panel: CatalogueTab },
  { value: 'sales', label: 'Sales', Panel: SalesTab },
  { value: 'activity', label: 'Activity', Panel: ActivityTab },
] as const;

/** Links to the staff pages, when there are any. */
function StaffLinks() {
  if (STAFF_PAGES.length === 0) return null;
  return (
    <Flex as="nav" aria-label="Staff tools" gap="4" wrap="wrap">
      {STAFF_PAGES.map((page) => (
        <Link key={page.path} asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={page.path}>{page.label}</RouterLink>
        </Link>
      ))}
    </Flex>
  );
}

/**
 * /admin: the own-admin console; the open tab is kept in the URL (`?tab=`). Where the stage requires
 * it, an admin without an authenticator app sets one up first.
 */
export function AdminPage() {
  const { user } = useSession();
  return (
    <AdminTwoFactorGate>
      <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Admin Dashboard
            </Heading>
            <Text color="fg.muted">Signed in as {user?.email}.</Text>
            <StaffLinks />
          </Stack>
          <UrlTabs
            tabs={ADMIN_TABS.map(({ value, label, Panel }) => ({ value, label, content: <Panel /> }))}
          />
        </Stack>
      </Container>
    </AdminTwoFactorGate>
  );
}
