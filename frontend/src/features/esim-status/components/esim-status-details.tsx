import {
  Badge,
  Button,
  Card,
  Code,
  HStack,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { EsimStatus } from '@shared/api/esim.schema';
import { countdownText, remainingColour } from '@shared/esim/usage';
import { MESSAGES } from '@shared/validation/messages';
import { CopyButton } from '@/components/ui/copy-button';
import { useNow } from '../hooks/use-now';

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

function formatDate(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** Status, usage, time left, top-ups and activation details of one eSIM. */
export function EsimStatusDetails({ esim }: { esim: EsimStatus }) {
  const active = esim.bundleState === 'Active';
  const remaining = esim.remainingMb;
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="esim-usage-title">
        <Card.Header>
          <Card.Title id="esim-usage-title">Bundle Status</Card.Title>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            ICCID {esim.iccid}
          </Text>
        </Card.Header>
        <Card.Body>
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
              <Progress.Root value={esim.percentUsed} colorPalette="brand" aria-label="Data used">
                <HStack gap="3">
                  <Progress.Track flex="1">
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
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="esim-topups-title">
        <Card.Header>
          <Card.Title id="esim-topups-title">Top-up History</Card.Title>
        </Card.Header>
        <Card.Body>
          {esim.topUps.length === 0 ? (
            <Text color="fg.muted">No top-ups in the last 90 days.</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Bundle</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Data</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {esim.topUps.map((topUp, index) => (
                    <Table.Row key={`${topUp.date ?? ''}-${index}`}>
                      <Table.Cell>{formatDate(topUp.date)}</Table.Cell>
                      <Table.Cell>{topUp.productBundleId ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {topUp.valueMb === null ? '—' : `${topUp.valueMb} MB`}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby="esim-activation-title">
        <Card.Header>
          <Card.Title id="esim-activation-title">Activation</Card.Title>
        </Card.Header>
        <Card.Body>
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
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
