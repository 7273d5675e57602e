import { Alert, Box, Button, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderView } from '@shared/api/orders.schema';
import { MESSAGES } from '@shared/validation/messages';
import { SectionCard } from '@/components/ui/section-card';
import { StepIndicator } from '@/components/ui/step-indicator';
import { STEP_ERROR_HINT, TOP_UP_STEP_LABELS, fulfilmentStepStates } from '../utils/order-steps';
import { OrderActions } from './order-actions';
import { OrderSummaryCard } from './order-summary-card';

const statusHref = (iccid: string) => `/esim-status?${new URLSearchParams({ iccid })}`;

/** The eSIM a top-up is for: a spinner while the data is added, then what the eSIM has now. */
function TopUpCard({ order }: { order: OrderView }) {
  const topUp = order.topUp;
  const done = order.status === 'completed';
  return (
    <SectionCard
      title="Your eSIM Top-up"
      subtitle={
        topUp && (
          <Text fontSize="sm" color="fg.muted">
            ICCID {topUp.iccid}
          </Text>
        )
      }
    >
      {done ? (
        <Stack gap="3">
          <Heading as="h3" size="md" color="success.fg">
            {MESSAGES.success.toppedUp}
          </Heading>
          <Text>{`${order.summary.bundleName} for ${order.summary.validityDays} days was added. There is nothing to install.`}</Text>
          {topUp?.remainingMb != null && (
            <Text fontSize="lg" fontWeight="semibold" data-testid="topped-up-remaining">
              {`Remaining data: ${Math.round(topUp.remainingMb).toLocaleString('en')} MB`}
            </Text>
          )}
          {topUp && (
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to={statusHref(topUp.iccid)}>Check eSIM Status</RouterLink>
            </Button>
          )}
        </Stack>
      ) : order.status === 'error' ? (
        <Text color="fg.muted">{STEP_ERROR_HINT}</Text>
      ) : (
        <Stack gap="3" align="center" py="4">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">{order.progressText}</Text>
        </Stack>
      )}
    </SectionCard>
  );
}

/** The success page of a top-up: its own three steps, no new QR code, the eSIM's new data at the end. */
export function TopUpProgress({ order }: { order: OrderView }) {
  const states = fulfilmentStepStates(order, TOP_UP_STEP_LABELS.length);
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
        <Box>
          <StepIndicator
            label="Top-up progress"
            steps={TOP_UP_STEP_LABELS.map((label, index) => {
              const status = states[index] ?? 'upcoming';
              return { label, status, ...(status === 'error' && { description: STEP_ERROR_HINT }) };
            })}
          />
        </Box>
        {failed && order.errorMessage && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{order.errorMessage}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <OrderSummaryCard summary={order.summary} />
          <TopUpCard order={order} />
        </SimpleGrid>
        <OrderActions
          reference={order.reference}
          completed={order.status === 'completed'}
          failed={failed}
          iccid={order.topUp?.iccid ?? null}
          resend={false}
        />
      </Stack>
    </Container>
  );
}
