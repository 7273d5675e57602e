import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderView } from '@shared/api/orders.schema';
import { MESSAGES } from '@shared/validation/messages';
import { SectionCard } from '@/components/ui/section-card';
import { pageHref, paths } from '@/config/paths';
import { STEP_ERROR_HINT } from '../utils/order-steps';

/** The eSIM a top-up is for: a spinner while the data is added, then what the eSIM has now. */
export function TopUpCard({ order }: { order: OrderView }) {
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
              <RouterLink to={pageHref(paths.esimStatus, { iccid: topUp.iccid })}>
                Check eSIM Status
              </RouterLink>
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
