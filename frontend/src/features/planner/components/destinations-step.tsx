import { Box, Button, CloseButton, Flex, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { selectedZoneSummaries } from '@shared/bundles/destinations';
import { DestinationIcon } from './destination-icon';
import { usePlannerCatalogue } from '../catalogue';
import type { Planner } from '../hooks/use-planner';
import { DestinationSearch } from './destination-search';
import { ZoneGrid } from './zone-grid';

/** Step 1: pick countries, by search or by zone. */
export function DestinationsStep({ planner }: { planner: Planner }) {
  const { countries } = planner.state;
  const zoneSummaries = selectedZoneSummaries(usePlannerCatalogue(), countries);

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="xl">
          Choose Your Travel eSIM
        </Heading>
        <Text color="fg.muted">Where are you traveling to?</Text>
      </Box>

      <DestinationSearch
        selected={countries}
        onToggleZone={planner.toggleZone}
        onToggleCountry={planner.toggleCountry}
      />

      {countries.length > 0 && (
        <Stack gap="2">
          <Flex justify="space-between" align="center" gap="2">
            <Text fontWeight="semibold">Selected Destinations:</Text>
            <Button size="xs" variant="outline" onClick={planner.clearCountries}>
              Clear All
            </Button>
          </Flex>
          <Wrap as="ul" listStyleType="none" gap="2">
            {countries.map((name) => (
              <Flex
                as="li"
                key={name}
                align="center"
                gap="1"
                ps="2"
                pe="1"
                py="0.5"
                borderRadius="full"
                bg="brand.subtle"
                fontSize="sm"
              >
                <DestinationIcon name={name} />
                <span>{name}</span>
                <CloseButton
                  size="2xs"
                  aria-label={`Remove ${name}`}
                  onClick={() => planner.toggleCountry(name)}
                />
              </Flex>
            ))}
          </Wrap>
        </Stack>
      )}

      {zoneSummaries.length > 0 && (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Selected Zones
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1">
            {zoneSummaries.map((summary) => (
              <Flex as="li" key={summary.zone} justify="space-between" fontSize="sm">
                <HStack as="span" gap="2">
                  <DestinationIcon name={summary.zone} />
                  {summary.zone}
                </HStack>
                <Text as="span" color="fg.muted">
                  {summary.label}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}

      <ZoneGrid
        selected={countries}
        onToggleZone={planner.toggleZone}
        onToggleCountry={planner.toggleCountry}
      />

      <Button colorPalette="brand" size="lg" disabled={countries.length === 0} onClick={planner.goToDates}>
        Continue
      </Button>
    </Stack>
  );
}
