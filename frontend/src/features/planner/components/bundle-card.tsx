import { Badge, Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import type { BundleOffer } from '@shared/bundles/search';
import { formatEur } from '@shared/pricing/money';
import { daysLabel } from '../format';

type BundleCardProps = {
  offer: BundleOffer;
  selected: boolean;
  coverageOpen: boolean;
  onSelect: () => void;
  onToggleCoverage: () => void;
};

/** One recommended bundle: a radio for choosing it and a 'Coverage details' disclosure. */
export function BundleCard({ offer, selected, coverageOpen, onSelect, onToggleCoverage }: BundleCardProps) {
  const coverageId = `coverage-${offer.bundleId}`;
  return (
    <Box
      as="li"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg={selected ? 'brand.subtle' : 'bg'}
      borderRadius="lg"
      p="4"
    >
      <chakra.button
        type="button"
        role="radio"
        aria-checked={selected}
        aria-label={`${offer.name}, ${daysLabel(offer.validityDays)}, ${formatEur(offer.priceWithVat)}`}
        width="full"
        textAlign="start"
        cursor="pointer"
        borderRadius="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        onClick={onSelect}
      >
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stack gap="1">
            <Text fontWeight="bold">{offer.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {offer.description}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Badge colorPalette="brand" variant="subtle">
                {offer.size}
              </Badge>
              <Badge variant="outline">{daysLabel(offer.validityDays)}</Badge>
            </Flex>
          </Stack>
          <Stack gap="0" align="flex-end" flexShrink={0}>
            <Text fontSize="xl" fontWeight="bold" color="brand.fg">
              {formatEur(offer.priceWithVat)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              incl. VAT
            </Text>
          </Stack>
        </Flex>
      </chakra.button>
      <Button
        variant="plain"
        size="xs"
        px="0"
        mt="2"
        color="brand.fg"
        aria-expanded={coverageOpen}
        aria-controls={coverageId}
        onClick={onToggleCoverage}
      >
        Coverage details
      </Button>
      {coverageOpen && (
        <Box
          id={coverageId}
          role="region"
          aria-label={`Coverage of ${offer.name}`}
          fontSize="sm"
          maxHeight="40"
          overflowY="auto"
        >
          <Text color="fg.muted">{offer.countries.join(', ')}</Text>
        </Box>
      )}
    </Box>
  );
}
