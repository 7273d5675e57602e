import { Flex, Stack, Text } from '@chakra-ui/react';
import type { PriceBreakdown, PriceLine } from '@shared/pricing/price-lines';

function Row({ line, strong, muted }: { line: PriceLine; strong?: boolean; muted?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="3"
      data-price-line={line.kind}
      fontWeight={strong ? 'bold' : undefined}
      fontSize={strong ? 'lg' : muted ? 'sm' : undefined}
      color={muted ? 'fg.muted' : line.kind === 'discount' ? 'success.fg' : undefined}
      {...(strong && { borderTopWidth: '1px', pt: '2', mt: '1' })}
    >
      <Text as="dt">{line.label}</Text>
      <Text as="dd" flexShrink={0} data-testid={strong ? 'price-total' : undefined}>
        {line.amount}
      </Text>
    </Flex>
  );
}

type PriceBreakdownListProps = {
  breakdown: PriceBreakdown;
  /** The price is shown on the item's own row above (cart, checkout): the list starts after it. */
  priceShownAbove?: boolean;
};

/**
 * The price lines every view of an order or a cart shows (shared/pricing/price-lines): the terms,
 * the total they add up to, then, smaller, what the total includes.
 */
export function PriceBreakdownList({ breakdown, priceShownAbove = false }: PriceBreakdownListProps) {
  const terms = priceShownAbove ? breakdown.terms.filter((l) => l.kind !== 'price') : breakdown.terms;
  return (
    <Stack as="dl" gap="1" aria-label="Price breakdown">
      {terms.map((line) => (
        <Row key={line.kind} line={line} />
      ))}
      <Row line={breakdown.total} strong />
      {breakdown.included.map((line) => (
        <Row key={line.kind} line={line} muted />
      ))}
    </Stack>
  );
}
