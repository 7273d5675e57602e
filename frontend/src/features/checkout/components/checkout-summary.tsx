import { Badge, Card, HStack, Icon, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { BsCheckLg } from 'react-icons/bs';
import type { Quote } from '@shared/api/common.schema';
import { formatEur } from '@shared/pricing/money';
import { priceBreakdown } from '@shared/pricing/price-lines';
import { PriceBreakdownList } from '@/components/pricing/price-breakdown';
import type { CheckoutItem } from '../types/checkout-item';
import { useSectionHeading } from '@/components/ui/section-level';

const VISIBLE_DESTINATIONS = 2;
const NOTES = ['24/7 Customer Support', 'Direct Digital eSIM Delivery', 'Usage Analytics with Account'];

type CheckoutSummaryProps = {
  items: CheckoutItem[];
  /** The server's quote for the applied coupon; without one the cart price stands. */
  quote: Quote | null;
  couponCode: string | null;
};

function dayLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Order Summary card of the checkout page. */
export function CheckoutSummary({ items, quote, couponCode }: CheckoutSummaryProps) {
  const heading = useSectionHeading();
  // Without a coupon the server's quote is the cart's price: no discount, no fee.
  const breakdown = priceBreakdown(
    quote ?? { priceCents: items.reduce((sum, item) => sum + item.price, 0) },
    couponCode,
  );
  return (
    <Card.Root as="section" aria-labelledby="order-summary-title">
      <Card.Header>
        <Card.Title as={heading} id="order-summary-title">
          Order Summary
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {items.map((item) => {
            const shown = item.countries.slice(0, VISIBLE_DESTINATIONS);
            const more = item.countries.length - shown.length;
            return (
              <Stack key={item.bundleId} gap="2" data-testid="checkout-item">
                <HStack justify="space-between" align="start">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{item.zone}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {item.size} • {dayLabel(item.validityDays)}
                    </Text>
                  </Stack>
                  <Text fontWeight="semibold">{formatEur(quote ? quote.priceCents : item.price)}</Text>
                </HStack>
                <Wrap gap="1">
                  {shown.map((country) => (
                    <Badge key={country} variant="subtle">
                      {country}
                    </Badge>
                  ))}
                  {more > 0 && (
                    <Badge variant="outline" colorPalette="brand">
                      +{more} more
                    </Badge>
                  )}
                </Wrap>
              </Stack>
            );
          })}
          <Text fontSize="sm">Digital Delivery: Instant</Text>
          <PriceBreakdownList breakdown={breakdown} priceShownAbove />
          <List.Root variant="plain" gap="1" fontSize="sm" color="fg.muted">
            {NOTES.map((note) => (
              <List.Item key={note}>
                <Icon color="success.fg" me="2">
                  <BsCheckLg />
                </Icon>
                <span>{note}</span>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
