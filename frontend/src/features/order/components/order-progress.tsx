import { Alert, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OrderView } from '@shared/api/orders.schema';
import type { OrderKind } from '@shared/order/order';
import { formatEur } from '@shared/pricing/money';
import { MESSAGES } from '@shared/validation/messages';
import { StepIndicator } from '@/components/ui/step-indicator';
import {
  FULFILMENT_STEP_LABELS,
  STEP_ERROR_HINT,
  TOP_UP_STEP_LABELS,
  fulfilmentStepStates,
} from '../utils/order-steps';
import { EsimCard } from './esim-card';
import { OrderActions } from './order-actions';
import { OrderSummaryCard } from './order-summary-card';
import { TopUpCard } from './top-up-card';

/** The steps each kind of order goes through, and the name of their row. */
const STEPS: Record<OrderKind, { label: string; labels: readonly string[]; stackOnPhones: boolean }> = {
  // Seven steps do not fit a phone's width: there they run down the page, all in sight.
  esim: { label: 'Order progress', labels: FULFILMENT_STEP_LABELS, stackOnPhones: true },
  // A top-up's three fit in a row.
  topup: { label: 'Top-up progress', labels: TOP_UP_STEP_LABELS, stackOnPhones: false },
};

/**
 * The success page while an order is fulfilled and once it is: its steps, the summary, what was
 * bought (the new eSIM, or the eSIM a top-up added data to) and what the buyer can do next. A top-up
 * sends no eSIM details, so it offers no 'Resend Email'.
 */
export function OrderProgress({ order }: { order: OrderView }) {
  const topUp = order.kind === 'topup';
  const steps = STEPS[order.kind];
  const states = fulfilmentStepStates(order, steps.labels.length);
  const failed = order.status === 'error';
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2" textAlign="center" align="center">
          <Heading as="h1" size="2xl">
            {MESSAGES.success.thankYou}
          </Heading>
          <Text color="fg.muted" role="status" aria-live="polite">
            {order.progressText}
          </Text>
        </Stack>
        <StepIndicator
          label={steps.label}
          stackOnPhones={steps.stackOnPhones}
          steps={steps.labels.map((label, index) => {
            const status = states[index] ?? 'upcoming';
            return { label, status, ...(status === 'error' && { description: STEP_ERROR_HINT }) };
          })}
        />
        {failed && order.errorMessage && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{order.errorMessage}</Alert.Description>
          </Alert.Root>
        )}
        {order.refund && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>
              Refunded: {formatEur(order.refund.amountCents)} went back to the card you paid with.
            </Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <OrderSummaryCard summary={order.summary} />
          {topUp ? (
            <TopUpCard order={order} />
          ) : (
            <EsimCard
              reference={order.reference}
              esim={order.esim}
              progressText={order.progressText}
              failed={failed}
            />
          )}
        </SimpleGrid>
        <OrderActions
          reference={order.reference}
          completed={order.status === 'completed'}
          // A refunded order is not fulfilled any further: no Retry Flow.
          failed={failed && !order.refund}
          iccid={(topUp ? order.topUp?.iccid : order.esim?.iccid) ?? null}
          resend={!topUp}
        />
      </Stack>
    </Container>
  );
}
