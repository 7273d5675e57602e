import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  HoverCard,
  Icon,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';
import { BsHeadset, BsLightningChargeFill, BsReception4, BsShieldLockFill } from 'react-icons/bs';
import { searchBundles, tripLengthDays, type BundleOffer } from '@shared/bundles/search';
import { MESSAGES } from '@shared/validation/messages';
import { DestinationIcon } from './destination-icon';
import { toaster } from '@/components/ui/toaster';
import { usePlannerCatalogue } from '../catalogue';
import { daysLabel, formatTripDate } from '../format';
import type { Planner } from '../hooks/use-planner';
import { BundleCard } from './bundle-card';

/** Cards shown before 'Show N more options' (SPEC section 9). */
export const INITIAL_VISIBLE_BUNDLES = 3;

const FEATURES = [
  { title: 'High-speed Data', text: '5G/4G/LTE', icon: BsLightningChargeFill },
  { title: 'Secure Connection', text: 'end-to-end encrypted', icon: BsShieldLockFill },
  { title: 'Premium Coverage', text: 'top-tier networks', icon: BsReception4 },
  { title: 'Global Support', text: '24/7 assistance', icon: BsHeadset },
] as const;

type ResultsStepProps = {
  planner: Planner;
  onChooseBundle: (offer: BundleOffer) => void;
};

/** Step 3: the trip summary, the matching bundles and the way to payment. */
export function ResultsStep({ planner, onChooseBundle }: ResultsStepProps) {
  const { countries, arrival, departure } = planner.state;
  const catalogue = usePlannerCatalogue();
  const search = useMemo(
    () => searchBundles(catalogue, { countries, startDate: arrival, endDate: departure }),
    [catalogue, countries, arrival, departure],
  );
  const { offers } = search;
  const summaryTitleId = useId();
  const [destinationsOpen, setDestinationsOpen] = useState(false);

  // The cheapest offer is chosen whenever the list changes; a choice only holds for the list it was made on.
  const listKey = offers.map((offer) => offer.bundleId).join('|');
  const [choice, setChoice] = useState<{ listKey: string; bundleId: string } | null>(null);
  const selectedId = choice?.listKey === listKey ? choice.bundleId : offers[0]?.bundleId;
  const selected = offers.find((offer) => offer.bundleId === selectedId) ?? null;

  const [coverageOpenId, setCoverageOpenId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const listTop = useRef<HTMLHeadingElement>(null);
  const visible = showAll ? offers : offers.slice(0, INITIAL_VISIBLE_BUNDLES);
  const hidden = offers.length - INITIAL_VISIBLE_BUNDLES;

  function goToPayment() {
    if (!selected) {
      toaster.create({ type: 'error', ...MESSAGES.planner.noBundle });
      return;
    }
    onChooseBundle(selected);
  }

  function showLess() {
    setShowAll(false);
    listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Stack gap="5">
      <Flex gap="2" wrap="wrap">
        <Button variant="outline" size="sm" onClick={planner.goToDates}>
          Edit Travel Dates
        </Button>
        <Button variant="outline" size="sm" onClick={planner.goToDestinations}>
          Edit Destinations
        </Button>
      </Flex>

      <Box as="section" aria-labelledby={summaryTitleId} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
        <Heading as="h2" id={summaryTitleId} size="lg" mb="3">
          Your Trip Summary
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3" fontSize="sm">
          <Box>
            <Text as="dt" color="fg.muted">
              Destinations
            </Text>
            <Box as="dd">
              <HoverCard.Root
                openDelay={100}
                closeDelay={100}
                lazyMount
                unmountOnExit
                open={destinationsOpen}
                onOpenChange={(details) => setDestinationsOpen(details.open)}
              >
                <HoverCard.Trigger asChild>
                  {/* Touch screens cannot hover, so a tap toggles the list too. */}
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    fontWeight="semibold"
                    textDecoration="underline dotted"
                    aria-expanded={destinationsOpen}
                    onClick={() => setDestinationsOpen((open) => !open)}
                  >
                    {countries.length} {countries.length === 1 ? 'destination' : 'destinations'}
                  </Button>
                </HoverCard.Trigger>
                <Portal>
                  <HoverCard.Positioner>
                    <HoverCard.Content maxHeight="60" overflowY="auto">
                      <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
                        {countries.map((name) => (
                          <HStack as="li" key={name} gap="2">
                            <DestinationIcon name={name} />
                            {name}
                          </HStack>
                        ))}
                      </Stack>
                    </HoverCard.Content>
                  </HoverCard.Positioner>
                </Portal>
              </HoverCard.Root>
            </Box>
          </Box>
          <Box>
            <Text as="dt" color="fg.muted">
              Duration
            </Text>
            <Text as="dd" fontWeight="semibold">
              {arrival && departure ? daysLabel(tripLengthDays(arrival, departure)) : '—'}
            </Text>
          </Box>
          <Box>
            <Text as="dt" color="fg.muted">
              Travel period
            </Text>
            <Text as="dd" fontWeight="semibold">
              {arrival && departure ? `${formatTripDate(arrival)} – ${formatTripDate(departure)}` : '—'}
            </Text>
          </Box>
        </SimpleGrid>
      </Box>

      {offers.length === 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {MESSAGES.search.noSuitableTitle}
          </Heading>
          <Alert.Root
            status={search.message ? 'error' : 'warning'}
            data-level={search.message ? 'error' : 'warning'}
          >
            <Alert.Indicator />
            <Alert.Title>
              {search.message ?? search.warning ?? MESSAGES.search.noSuitableFallback}
            </Alert.Title>
          </Alert.Root>
          {search.message && search.warning && (
            <Alert.Root status="warning" data-level="warning">
              <Alert.Indicator />
              <Alert.Title>{search.warning}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      ) : (
        <Stack gap="3">
          <Heading as="h2" size="lg" ref={listTop} scrollMarginTop="20">
            Recommended Bundles
          </Heading>
          {[search.message, search.warning].map(
            (text) =>
              text && (
                <Alert.Root key={text} status="warning" data-level="warning">
                  <Alert.Indicator />
                  <Alert.Title>{text}</Alert.Title>
                </Alert.Root>
              ),
          )}
          <Stack as="ul" role="radiogroup" aria-label="Recommended Bundles" listStyleType="none" gap="3">
            {visible.map((offer) => (
              <BundleCard
                key={offer.bundleId}
                offer={offer}
                selected={offer.bundleId === selectedId}
                coverageOpen={coverageOpenId === offer.bundleId}
                onSelect={() => setChoice({ listKey, bundleId: offer.bundleId })}
                onToggleCoverage={() =>
                  setCoverageOpenId((open) => (open === offer.bundleId ? null : offer.bundleId))
                }
              />
            ))}
          </Stack>
          {hidden > 0 &&
            (showAll ? (
              <Button variant="ghost" onClick={showLess}>
                Show less
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setShowAll(true)}>
                Show {hidden} more {hidden === 1 ? 'option' : 'options'}
              </Button>
            ))}
        </Stack>
      )}

      <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg">
        <Heading as="h2" size="md" mb="3">
          Bundle Features
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {FEATURES.map((feature) => (
            <Flex key={feature.title} gap="3" align="center">
              <Icon boxSize="6" color="brand.fg" flexShrink={0}>
                <feature.icon />
              </Icon>
              <Box>
                <Text fontWeight="semibold">{feature.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {feature.text}
                </Text>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      </Box>

      {offers.length > 0 && (
        <Button colorPalette="brand" size="lg" onClick={goToPayment}>
          Start your journey and go to payment
        </Button>
      )}
    </Stack>
  );
}
