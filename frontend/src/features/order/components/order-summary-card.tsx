import { Button, Card, Collapsible, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OrderView } from '@shared/api/orders.schema';
import { formatEur } from '@shared/pricing/money';
import { useSectionHeading } from '@/components/ui/section-level';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack
      justify="space-between"
      fontWeight={strong ? 'bold' : undefined}
      fontSize={strong ? 'lg' : undefined}
    >
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** The bought bundle and its price breakdown, as the server priced it. */
export function OrderSummaryCard({ summary }: { summary: OrderView['summary'] }) {
  const heading = useSectionHeading();
  const [coverageOpen, setCoverageOpen] = useState(false);
  const { quote } = summary;
  const countries = summary.countries.length;
  return (
    <Card.Root as="section" aria-labelledby="success-summary-title">
      <Card.Header>
        <Card.Title as={heading} id="success-summary-title">
          Order Summary
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Line label="Data package" value={summary.size} />
          <Line
            label="Duration"
            value={`${summary.validityDays} ${summary.validityDays === 1 ? 'day' : 'days'}`}
          />
          <Line label="Zone" value={summary.zone} />
          <Collapsible.Root open={coverageOpen} onOpenChange={(details) => setCoverageOpen(details.open)}>
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm" px="0">
                {coverageOpen
                  ? 'Hide coverage'
                  : `Show coverage (${countries} ${countries === 1 ? 'country' : 'countries'})`}
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <List.Root maxH="40" overflowY="auto" ps="5" fontSize="sm" aria-label="Covered countries">
                {summary.countries.map((country) => (
                  <List.Item key={country}>{country}</List.Item>
                ))}
              </List.Root>
            </Collapsible.Content>
          </Collapsible.Root>
          <Separator />
          <Line label="Subtotal (excl. tax)" value={formatEur(quote.subtotalCents)} />
          <Line label="VAT (21%)" value={formatEur(quote.vatCents)} />
          {quote.discountCents > 0 && (
            <Line
              label={summary.couponCode ? `Discount (${summary.couponCode})` : 'Discount'}
              value={`-${formatEur(quote.discountCents)}`}
            />
          )}
          {quote.feeCents > 0 && <Line label="Processing fee" value={formatEur(quote.feeCents)} />}
          <Separator />
          <Line label="Total" value={formatEur(quote.totalCents)} strong />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
