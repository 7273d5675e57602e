import {
  Accordion,
  Badge,
  Box,
  Button,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminOrder, AdminOrdersResponse } from '@shared/api/admin-console.schema';
import { ORDER_STATUSES, type OrderStatus } from '@shared/order/order';
import { formatEur } from '@shared/pricing/money';
import { priceBreakdown } from '@shared/pricing/price-lines';
import { PriceBreakdownList } from '@/components/pricing/price-breakdown';
import { MESSAGES } from '@shared/validation/messages';
import { InlineAlert } from '@/components/ui/inline-alert';
import { toaster } from '@/components/ui/toaster';
import { useAdminOrders, useOrderAction, type AdminOrdersFilter } from '../api/orders';
import { OrderTimeline } from './order-timeline';
import { RefundDialog, RefundSummary } from './refund-dialog';

/** Every status an order can have, as the console names it: the filter offers each one. */
const STATUSES = {
  started: { label: 'Started', palette: 'brand' },
  error: { label: 'Error', palette: 'danger' },
  completed: { label: 'Completed', palette: 'success' },
  payment_failed: { label: 'Payment failed', palette: 'warning' },
  // Neutral: nothing went wrong, nothing was charged.
  cancelled: { label: 'Cancelled', palette: undefined },
  review: { label: 'Under review', palette: 'warning' },
} as const satisfies Record<OrderStatus, { label: string; palette: string | undefined }>;

const formatMoment = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

function Totals({ totals }: { totals: AdminOrdersResponse['totals'] }) {
  const orders = (count: number) => (count === 1 ? '1 paid order' : `${count} paid orders`);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="xl">
      <Stat.Root borderWidth="1px" borderRadius="md" p="3">
        <Stat.Label>Paid today</Stat.Label>
        <Stat.ValueText>{formatEur(totals.today.totalCents)}</Stat.ValueText>
        <Stat.HelpText>{orders(totals.today.count)}</Stat.HelpText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="md" p="3">
        <Stat.Label>Paid this week</Stat.Label>
        <Stat.ValueText>{formatEur(totals.week.totalCents)}</Stat.ValueText>
        <Stat.HelpText>{orders(totals.week.count)}</Stat.HelpText>
      </Stat.Root>
    </SimpleGrid>
  );
}

function OrderActions({ order }: { order: AdminOrder }) {
  const action = useOrderAction();
  const run = (kind: 'retry' | 'resend') =>
    action.mutate(
      { action: kind, reference: order.reference },
      {
        onSuccess: () =>
          toaster.create(
            kind === 'retry'
              ? {
                  type: 'success',
                  title: 'Retry started',
                  description: `${order.reference} resumes from its failed step.`,
                }
              : {
                  type: 'success',
                  title: 'Email Sent',
                  description: `The eSIM details were sent to ${order.email} again.`,
                },
          ),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: kind === 'retry' ? 'Retry failed' : MESSAGES.resend.errorTitle,
            description: error.message,
          }),
      },
    );
  const busy = (kind: 'retry' | 'resend') => action.isPending && action.variables?.action === kind;
  // A paid order that was charged, delivered or failed for good, and not refunded yet.
  const refundable =
    order.paid && order.totalCents > 0 && !order.refund && ['completed', 'error'].includes(order.status);
  return (
    <HStack gap="2" wrap="wrap">
      {order.status === 'error' && order.paid && !order.refund && (
        <Button size="sm" colorPalette="brand" loading={busy('retry')} onClick={() => run('retry')}>
          Retry
        </Button>
      )}
      {order.iccid && (
        <Button size="sm" variant="outline" loading={busy('resend')} onClick={() => run('resend')}>
          Resend Email
        </Button>
      )}
      {refundable && order.status === 'error' && <RefundDialog order={order} mode="full" />}
      {refundable && <RefundDialog order={order} />}
    </HStack>
  );
}

function OrderItem({ order }: { order: AdminOrder }) {
  return (
    <Accordion.Item value={order.reference}>
      <Accordion.ItemTrigger>
        <Stack gap="0.5" flex="1" textAlign="start" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={STATUSES[order.status].palette}>{STATUSES[order.status].label}</Badge>
            {order.kind === 'topup' && <Badge>Top-up</Badge>}
            {order.refund && (
              <Badge colorPalette="warning">
                {order.refund.state === 'refunded' ? 'Refunded' : 'Refund in progress'}
              </Badge>
            )}
            <Text fontWeight="semibold" wordBreak="break-all">
              {order.reference}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {order.email} · {order.bundleName} · {formatEur(order.totalCents)}
            {order.paid ? '' : ' (not paid)'} · {formatMoment(order.createdAt)}
          </Text>
        </Stack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap="3">
            <Text fontSize="sm">
              Step: <code>{order.step}</code>
              {order.retryCount > 0 && ` · retried ${order.retryCount}×`}
              {order.couponCode && ` · coupon ${order.couponCode}`}
              {order.iccid && ` · ICCID ${order.iccid}`}
            </Text>
            {order.errorMessage && <InlineAlert status="error">{order.errorMessage}</InlineAlert>}
            <RefundSummary order={order} />
            <Box maxW="sm" fontSize="sm">
              <PriceBreakdownList breakdown={priceBreakdown(order.quote, order.couponCode)} />
            </Box>
            <OrderTimeline order={order} />
            <Text fontSize="sm" color="fg.muted">
              Created {formatMoment(order.createdAt)} · last update {formatMoment(order.updatedAt)}
            </Text>
            <OrderActions order={order} />
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/** Orders: totals paid today and this week, the orders newest first, searched and filtered. */
export function OrdersTab() {
  const [draft, setDraft] = useState<AdminOrdersFilter>({ q: '', status: '' });
  const [filter, setFilter] = useState<AdminOrdersFilter>({ q: '', status: '' });
  const orders = useAdminOrders(filter);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const totals = orders.data?.pages[0]?.totals;

  return (
    <Stack gap="5">
      {totals && <Totals totals={totals} />}
      <form
        role="search"
        aria-label="Search orders"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ q: draft.q.trim(), status: draft.status });
        }}
      >
        <HStack gap="2" wrap="wrap">
          <Input
            flex="1"
            minW="60"
            aria-label="Search by order reference or email"
            placeholder="Search by order reference or email"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <NativeSelect.Root width="44">
            <NativeSelect.Field
              aria-label="Status"
              value={draft.status}
              onChange={(event) =>
                setDraft({ ...draft, status: event.target.value as AdminOrdersFilter['status'] })
              }
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUSES[status].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" colorPalette="brand">
            Search
          </Button>
        </HStack>
      </form>
      {orders.isPending && <Spinner aria-label="Loading orders" />}
      {orders.isError && <InlineAlert status="error">{orders.error.message}</InlineAlert>}
      {orders.data &&
        (rows.length === 0 ? (
          <Text>No orders found.</Text>
        ) : (
          <Accordion.Root collapsible multiple variant="enclosed">
            {rows.map((order) => (
              <OrderItem key={order.reference} order={order} />
            ))}
          </Accordion.Root>
        ))}
      {orders.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
