import { Button, Card, Code, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { EsimDetails } from '@shared/api/orders.schema';
import { CopyButton } from '@/components/ui/copy-button';
import { toaster } from '@/components/ui/toaster';
import { useRefreshOrderQr } from '../api/refresh-order-qr';
import { currentPlatform, installLink } from '../utils/install-link';
import { MESSAGES } from '@shared/validation/messages';
import { useSectionHeading } from '@/components/ui/section-level';

const QR_MAX_PX = 250;

type EsimCardProps = {
  reference: string;
  esim: EsimDetails | null;
  /** What the pipeline is doing while the eSIM is not ready yet. */
  progressText: string;
  /** Fulfilment stopped on an error: nothing is on its way until a retry. */
  failed?: boolean;
};

function CopyableValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap="2" align="center">
        <Code flex="1" minW="0" wordBreak="break-all" p="2" fontSize="sm">
          {value}
        </Code>
        <CopyButton value={value} label={copyLabel} />
      </HStack>
    </Stack>
  );
}

/** 'Your Travel eSIM': a spinner until the eSIM is ready, then its ICCID, activation code and QR code. */
export function EsimCard({ reference, esim, progressText, failed = false }: EsimCardProps) {
  const heading = useSectionHeading();
  const refresh = useRefreshOrderQr(reference);
  const install = useMemo(() => (esim ? installLink(esim.activationCode, currentPlatform()) : null), [esim]);

  function refreshQr() {
    refresh.mutate(undefined, {
      onSuccess: () =>
        toaster.create({
          type: 'success',
          title: MESSAGES.qrRefresh.refreshed,
          description: 'Scan the new QR code to install your eSIM.',
        }),
      onError: (error) =>
        toaster.create({ type: 'error', title: MESSAGES.qrRefresh.failed, description: error.message }),
    });
  }

  return (
    <Card.Root as="section" aria-labelledby="travel-esim-title">
      <Card.Header>
        <Card.Title as={heading} id="travel-esim-title">
          Your Travel eSIM
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {!esim && failed ? (
          <Text color="fg.muted" py="8" textAlign="center">
            Your eSIM is not ready yet. Please use Retry Flow or contact support.
          </Text>
        ) : !esim ? (
          <Stack align="center" gap="3" py="8" role="status" aria-live="polite">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">{progressText}</Text>
          </Stack>
        ) : (
          <Stack gap="4">
            <CopyableValue label="ICCID" value={esim.iccid} copyLabel="ICCID" />
            <CopyableValue label="Activation code" value={esim.activationCode} copyLabel="activation code" />
            <Stack align="center" gap="3">
              <Image
                src={esim.qrCodeDataUrl}
                alt="eSIM activation QR code"
                width="full"
                maxW={`${QR_MAX_PX}px`}
                borderWidth="1px"
                borderRadius="md"
                bg="bg.qr"
                p="2"
              />
              <HStack gap="2" wrap="wrap" justify="center">
                <Button asChild variant="outline" size="sm">
                  <a href={esim.qrCodeDataUrl} download={`esim-qrcode-${esim.iccid}.png`}>
                    Download QR Code
                  </a>
                </Button>
                <Button variant="outline" size="sm" onClick={refreshQr} loading={refresh.isPending}>
                  Refresh QR Code
                </Button>
                {install && (
                  <Button asChild colorPalette="brand" size="sm">
                    <Link href={install} target="_blank" rel="noopener noreferrer">
                      Install on this device
                    </Link>
                  </Button>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {MESSAGES.success.refreshQrHint}
              </Text>
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
