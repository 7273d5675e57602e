import { Badge, Box, Button, Heading, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyEsimsResponse, MyOrdersResponse } from '@shared/api/accounts.schema';
import { formatEur } from '@shared/pricing/money';
import { EsimUsageCard, IccidLine } from '@/components/esim/esim-details';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { Subsections } from '@/components/ui/section-level';
import { pageHref, paths } from '@/config/paths';
import { useMyEsims } from '../api/get-my-esims';
import { useMyOrders } from '../api/get-my-orders';
import { formatDate } from '@/lib/format-date';
import { InlineAlert } from '@/components/ui/inline-alert';
import { TopUpAction } from '@/components/top-up/top-up-action';
import { topUpApi } from '@/lib/api/top-up';
import { useSession } from '@/lib/auth/use-session';
import { UnclaimedEsims } from './unclaimed-esims';

type AccountEsim = MyEsimsResponse['esims'][number];
type AccountOrder = MyOrdersResponse['orders'][number];

function Loading({ label }: { label: string }) {
  return (
    <HStack gap="3" color="fg.muted" py="4">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

function LoadFailed({ error }: { error: unknown }) {
  return (
    <InlineAlert status="error">
      {error instanceof Error ? error.message : 'An unexpected error occurred. Please try again later.'}
    </InlineAlert>
  );
}

function EsimEntry({ esim, index }: { esim: AccountEsim; index: number }) {
  const title = `eSIM ${index + 1}`;
  const { user } = useSession();
  if (!esim.statusAvailable) {
    return (
      <SectionCard title={title} subtitle={<IccidLine iccid={esim.iccid} />}>
        <Text color="fg.muted">
          The status of this eSIM cannot be read right now. Please try again later.
        </Text>
      </SectionCard>
    );
  }
  return (
    <EsimUsageCard
      esim={esim}
      title={title}
      footer={
        <Stack gap="4" width="full" align="start">
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={pageHref(paths.esimStatus, { iccid: esim.iccid })}>
              Top-ups, activation code and QR
            </RouterLink>
          </Link>
          {user && <TopUpAction email={user.email} iccid={esim.iccid} api={topUpApi} />}
        </Stack>
      }
    />
  );
}

function EsimList() {
  const esims = useMyEsims();
  const { user } = useSession();
  if (esims.isPending) return <Loading label="Loading your eSIMs..." />;
  if (esims.isError) return <LoadFailed error={esims.error} />;
  const unclaimed = user && esims.data.unclaimed > 0 && (
    <UnclaimedEsims count={esims.data.unclaimed} email={user.email} />
  );
  if (esims.data.esims.length === 0) {
    return (
      <Stack gap="4">
        <Stack gap="3" align="start">
          <Text color="fg.muted">You have no eSIM yet.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.home}>Buy an eSIM</RouterLink>
          </Button>
        </Stack>
        {unclaimed}
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {esims.data.esims.map((esim, index) => (
        <EsimEntry key={esim.iccid} esim={esim} index={index} />
      ))}
      {unclaimed}
    </Stack>
  );
}

function orderState(order: AccountOrder): { label: string; palette?: string } {
  if (order.delivered) return { label: 'Delivered', palette: 'success' };
  if (order.status === 'error') return { label: 'Needs attention', palette: 'danger' };
  if (order.status === 'payment_failed') return { label: 'Payment failed', palette: 'danger' };
  if (order.status === 'cancelled') return { label: 'Cancelled' };
  if (order.status === 'review') return { label: 'Payment under review', palette: 'warning' };
  return { label: 'In progress' };
}

const orderName = (order: AccountOrder) =>
  order.kind === 'topup' ? `Top-up ${order.bundleName}` : order.bundleName;

function OrderStatus({ order }: { order: AccountOrder }) {
  const state = orderState(order);
  return <Badge colorPalette={state.palette}>{state.label}</Badge>;
}

function OrderLink({ order }: { order: AccountOrder }) {
  return (
    <Link
      asChild
      colorPalette="brand"
      aria-label={`View order ${order.bundleName} of ${formatDate(order.createdAt)}`}
    >
      <RouterLink to={pageHref(paths.success, { reference: order.reference })}>View</RouterLink>
    </Link>
  );
}

const ORDER_COLUMNS: readonly DataColumn<AccountOrder>[] = [
  { header: 'Date', cell: (order) => formatDate(order.createdAt), style: { whiteSpace: 'nowrap' } },
  { header: 'Bundle', cell: orderName },
  { header: 'Status', cell: (order) => <OrderStatus order={order} /> },
  { header: 'Total', cell: (order) => formatEur(order.totalCents), style: { textAlign: 'end' } },
  { header: <Text srOnly>Order</Text>, cell: (order) => <OrderLink order={order} /> },
];

/** One card per order: the phone's layout, where five columns would not fit. */
function OrderCards({ orders }: { orders: readonly AccountOrder[] }) {
  return (
    <List.Root variant="plain" gap="3" aria-label="Orders">
      {orders.map((order) => (
        <List.Item
          key={order.reference}
          display="block"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          data-testid="order-card"
        >
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {orderName(order)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(order.createdAt)}
              </Text>
            </Stack>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatEur(order.totalCents)}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="3" mt="2">
            <OrderStatus order={order} />
            <OrderLink order={order} />
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

function OrderList() {
  const orders = useMyOrders();
  if (orders.isPending) return <Loading label="Loading your orders..." />;
  if (orders.isError) return <LoadFailed error={orders.error} />;
  if (orders.data.orders.length === 0) return <Text color="fg.muted">No orders yet.</Text>;
  // Both are in the page and CSS shows one, so the layout never waits for script or jumps.
  return (
    <>
      <Box hideFrom="md">
        <OrderCards orders={orders.data.orders} />
      </Box>
      <Box hideBelow="md">
        <DataTable columns={ORDER_COLUMNS} rows={orders.data.orders} rowKey={(order) => order.reference} />
      </Box>
    </>
  );
}

/** Overview: the account's eSIMs with their live usage, and its orders with links to each order. */
export function AccountOverview() {
  return (
    <Stack gap="8">
      <Stack gap="4" as="section" aria-labelledby="account-esims-title">
        <Heading as="h2" size="lg" id="account-esims-title">
          Your eSIMs
        </Heading>
        <Subsections>
          <EsimList />
        </Subsections>
      </Stack>
      <Stack gap="4" as="section" aria-labelledby="account-orders-title">
        <Heading as="h2" size="lg" id="account-orders-title">
          Your Orders
        </Heading>
        <OrderList />
      </Stack>
    </Stack>
  );
}
