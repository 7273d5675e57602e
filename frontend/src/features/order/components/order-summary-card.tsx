import { Button, Card, Collapsible, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OrderView } from '@shared/api/orders.schema';
import { priceBreakdown } from '@shared/pricing/price-lines';
import { PriceBreakdownList } from '@/components/pricing/price-breakdown';
import { useSectionHeading } from '@/components/ui/section-level';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between">
      <Text>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** The bought bundle and its price breakdown, as the server priced it. */
export function OrderSummaryCard({ summary }: { summary: OrderView['summary'] }) {
  const heading = useSectionHeading();
  const [coverageOpen, setCoverageOpen] = useState(false);
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
          <PriceBreakdownList breakdown={priceBreakdown(summary.quote, summary.couponCode)} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
