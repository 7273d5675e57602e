import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paymentReturn } from '@shared/order/payment-return';
import { MESSAGES } from '@shared/validation/messages';
import { toaster } from '@/components/ui/toaster';
import { StatusChecker } from '@/features/esim-status/components/status-checker';

/** /esim-status: status, usage and activation details of a bought eSIM. */
export default function EsimStatusRoute() {
  const [params] = useSearchParams();
  const returned = paymentReturn(params);
  useEffect(() => {
    // Back from a top-up's payment page without paying: failed, or cancelled by the traveller.
    if (returned === 'failed') toaster.create({ type: 'error', ...MESSAGES.checkout.paymentFailed });
    if (returned === 'cancelled') toaster.create({ type: 'info', ...MESSAGES.topUp.paymentCancelled });
  }, [returned]);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            eSIM Status
          </Heading>
          <Text color="fg.muted">
            Check whether your eSIM is active, how much data is left and how long it lasts.
          </Text>
        </Stack>
        <StatusChecker initialIccid={params.get('iccid') ?? ''} />
      </Stack>
    </Container>
  );
}
