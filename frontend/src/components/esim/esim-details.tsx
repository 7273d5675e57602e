import { Badge, Button, Code, HStack, Image, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { EsimStatus } from '@shared/api/esim.schema';
import { formatDataAmount } from '@shared/bundles/data-amount';
import { countdownText, remainingColour } from '@shared/esim/usage';
import { MESSAGES } from '@shared/validation/messages';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { useNow } from './use-now';
import { formatDate } from '@/lib/format-date';

/** Remaining data above 300 MB reads as fine, above 100 MB as a warning, else as an error (SPEC 4). */
const COLOUR_TOKENS = { green: 'success.fg', yellow: 'warning.fg', red: 'danger.fg' } as const;

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** A live 'Nd Nh Nm Ns' countdown to the bundle's expiry, or 'Expired'. */
export function ExpiryCountdown({ expiry }: { expiry: string }) {
  const now = useNow(true);
  return (
    <Text
      fontSize="lg"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      aria-live="off"
      data-testid="expiry-countdown"
    >
      {countdownText(expiry, now)}
    </Text>
  );
}

type EsimUsageCardProps = {
  esim: EsimStatus;
  /** The card's heading; 'Bundle Status' on the status checker, the eSIM's name in a list. */
  title?: string;
  /** Extra content under the figures, e.g. links. */
  footer?: ReactNode;
};

/** The ICCID under a card's title. */
export function IccidLine({ iccid }: { iccid: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
      ICCID {iccid}
    </Text>
  );
}

/** Status, remaining data (coloured), the usage bar and the live time left of one eSIM. */
export function EsimUsageCard({ esim, title = 'Bundle Status', footer }: EsimUsageCardProps) {
  const active = esim.bundleState === 'Active';
  const remaining = esim.remainingMb;
  return (
    <SectionCard title={title} subtitle={<IccidLine iccid={esim.iccid} />} footer={footer}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Stat label="Status">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={active ? 'success' : undefined} size="lg">
              {esim.bundleState}
            </Badge>
            {esim.usageStatus !== 'Active' && esim.usageStatus !== 'Not Activated' && (
              <Badge colorPalette="danger" size="lg">
                {esim.usageStatus}
              </Badge>
            )}
          </HStack>
          {!active && <Text color="fg.muted">{MESSAGES.status.notActivated}</Text>}
        </Stat>
        <Stat label="Remaining data">
          {remaining === null ? (
            <Text>—</Text>
          ) : (
            <Text
              fontSize="lg"
              fontWeight="semibold"
              color={COLOUR_TOKENS[remainingColour(remaining)]}
              data-colour={remainingColour(remaining)}
              data-testid="remaining-data"
            >
              {Math.round(remaining).toLocaleString('en')} MB
            </Text>
          )}
        </Stat>
        <Stat label="Data used">
          <Progress.Root value={esim.percentUsed} colorPalette="brand">
            <HStack gap="3">
              {/* The track is the progressbar; without a name it would be called by its value. */}
              <Progress.Track flex="1" aria-label="Data used">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText>{esim.percentUsed}%</Progress.ValueText>
            </HStack>
          </Progress.Root>
        </Stat>
        <Stat label="Time left">
          {esim.bundleExpiry ? <ExpiryCountdown expiry={esim.bundleExpiry} /> : <Text>—</Text>}
        </Stat>
      </SimpleGrid>
    </SectionCard>
  );
}

const TOP_UP_COLUMNS: readonly DataColumn<EsimStatus['topUps'][number]>[] = [
  { header: 'Date', cell: (topUp) => formatDate(topUp.date) },
  // The catalogue's name ('Europe 1GB'); the provider's id only for a bundle the catalogue lacks.
  { header: 'Bundle', cell: (topUp) => topUp.bundleName ?? topUp.productBundleId ?? '—' },
  {
    header: 'Data',
    cell: (topUp) => (topUp.valueMb === null ? '—' : formatDataAmount(topUp.valueMb)),
    style: { textAlign: 'end' },
  },
];

/** The eSIM's top-ups of the last 90 days. */
export function EsimTopUpsCard({ esim }: { esim: EsimStatus }) {
  return (
    <SectionCard title="Top-up History">
      {esim.topUps.length === 0 ? (
        <Text color="fg.muted">No top-ups in the last 90 days.</Text>
      ) : (
        <DataTable
          columns={TOP_UP_COLUMNS}
          rows={esim.topUps}
          rowKey={(topUp, index) => `${topUp.date ?? ''}-${index}`}
        />
      )}
    </SectionCard>
  );
}

/** The activation code with copy, and the QR code with its download (qrcode.png). */
export function EsimActivationCard({ esim }: { esim: EsimStatus }) {
  return (
    <SectionCard title="Activation">
      <Stack gap="4" align="center">
        {esim.activationCode ? (
          <HStack gap="2" width="full">
            <Code flex="1" minW="0" wordBreak="break-all" p="2">
              {esim.activationCode}
            </Code>
            <CopyButton value={esim.activationCode} label="activation code" />
          </HStack>
        ) : (
          <Text color="fg.muted">{MESSAGES.status.activationCodeFailed}</Text>
        )}
        {esim.qrCodeDataUrl ? (
          <>
            <Image
              src={esim.qrCodeDataUrl}
              alt="eSIM activation QR code"
              width="full"
              maxW="250px"
              bg="bg.qr"
              p="2"
              borderWidth="1px"
              borderRadius="md"
            />
            <Button asChild variant="outline" size="sm">
              <a href={esim.qrCodeDataUrl} download="qrcode.png">
                Download QR Code
              </a>
            </Button>
          </>
        ) : (
          <Text color="fg.muted">{MESSAGES.status.qrCodeFailed}</Text>
        )}
      </Stack>
    </SectionCard>
  );
}

/** Status, usage, time left, top-ups and activation details of one eSIM (the status checker's view). */
export function EsimStatusDetails({ esim, afterUsage }: { esim: EsimStatus; afterUsage?: ReactNode }) {
  return (
    <Stack gap="6">
      <EsimUsageCard esim={esim} />
      {afterUsage}
      <EsimTopUpsCard esim={esim} />
      <EsimActivationCard esim={esim} />
    </Stack>
  );
}
