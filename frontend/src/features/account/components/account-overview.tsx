import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyEsimsResponse, MyOrdersResponse } from '@shared/api/accounts.schema';
import { formatEur } from '@shared/pricing/money';
import { EsimUsageCard } from '@/components/esim/esim-details';
import { paths } from '@/config/paths';
import { useMyEsims } from '../api/get-my-esims';
import { useMyOrders } from '../api/get-my-orders';

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
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>
        {error instanceof Error ? error.message : 'An unexpected error occurred. Please try again later.'}
      </Alert.Description>
    </Alert.Root>
  );
}

function statusHref(iccid: string) {
  return `${paths.esimStatus}?${new URLSearchParams({ iccid })}`;
}

function EsimEntry({ esim, index }: { esim: AccountEsim; index: number }) {
  const title = `eSIM ${index + 1}`;
  if (!esim.statusAvailable) {
    return (
      <Card.Root as="section" aria-label={title}>
        <Card.Header>
          <Card.Title>{title}</Card.Title>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            ICCID {esim.iccid}
          </Text>
        </Card.Header>
        <Card.Body>
          <Text color="fg.muted">
            The status of this eSIM cannot be read right now. Please try again later.
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <EsimUsageCard
      esim={esim}
      title={title}
      footer={
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={statusHref(esim.iccid)}>Top-ups, activation code and QR</RouterLink>
        </Link>
      }
    />
  );
}

function EsimList() {
  const esims = useMyEsims();
  if (esims.isPending) return <Loading label="Loading your eSIMs..." />;
  if (esims.isError) return <LoadFailed error={esims.error} />;
  if (esims.data.esims.length === 0) {
    return (
      <Stack gap="3" align="start">
        <Text color="fg.muted">You have no eSIM yet.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home}>Buy an eSIM</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {esims.data.esims.map((esim, index) => (
        <EsimEntry key={esim.iccid} esim={esim} index={index} />
      ))}
    </Stack>
  );
}

function orderState(order: AccountOrder): { label: string; palette?: string } {
  if (order.delivered) return { label: 'Delivered', palette: 'success' };
  if (order.status === 'error') return { label: 'Needs attention', palette: 'danger' };
  return { label: 'In progress' };
}

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

function OrderList() {
  const orders = useMyOrders();
  if (orders.isPending) return <Loading label="Loading your orders..." />;
  if (orders.isError) return <LoadFailed error={orders.error} />;
  if (orders.data.orders.length === 0) return <Text color="fg.muted">No orders yet.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Bundle</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Order</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.data.orders.map((order) => {
            const state = orderState(order);
            return (
              <Table.Row key={order.reference}>
                <Table.Cell whiteSpace="nowrap">{formatDate(order.createdAt)}</Table.Cell>
                <Table.Cell>{order.bundleName}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={state.palette}>{state.label}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatEur(order.totalCents)}</Table.Cell>
                <Table.Cell>
                  <Link
                    asChild
                    colorPalette="brand"
                    aria-label={`View order ${order.bundleName} of ${formatDate(order.createdAt)}`}
                  >
                    <RouterLink
                      to={`${paths.success}?${new URLSearchParams({ reference: order.reference })}`}
                    >
                      View
                    </RouterLink>
                  </Link>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
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
        <EsimList />
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
