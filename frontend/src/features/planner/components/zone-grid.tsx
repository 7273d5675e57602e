import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { BsCheckLg } from 'react-icons/bs';
import { countryCountLabel, zoneSelectionState } from '@shared/bundles/destinations';
import { visibleZones, type Zone } from '@shared/catalogue/catalogue';
import { DestinationIcon } from './destination-icon';
import { usePlannerCatalogue } from '../catalogue';

type ZoneGridProps = {
  selected: string[];
  onToggleZone: (zone: Zone) => void;
  onToggleCountry: (name: string) => void;
};

/** 'Select by Zone': a card per zone that toggles the whole zone and can list its countries. */
export function ZoneGrid({ selected, onToggleZone, onToggleCountry }: ZoneGridProps) {
  const catalogue = usePlannerCatalogue();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const chosen = new Set(selected);

  function toggleExpanded(name: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }

  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Select by Zone
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {visibleZones(catalogue).map((zone) => {
          const state = zoneSelectionState(selected, zone);
          const count = zone.countries.filter((country) => chosen.has(country.name)).length;
          const isOpen = expanded.has(zone.name);
          const listId = `zone-countries-${zone.name.replace(/\W+/g, '-')}`;
          return (
            <Box
              key={zone.name}
              data-testid={`zone-card-${zone.name}`}
              data-state={state}
              borderWidth="2px"
              borderStyle={state === 'partial' ? 'dashed' : 'solid'}
              borderColor={state === 'none' ? 'border' : 'brand.solid'}
              bg={state === 'all' ? 'brand.subtle' : state === 'partial' ? 'brand.subtle/50' : 'bg'}
              borderRadius="lg"
              p="3"
            >
              {/* No aria-label: what the button shows is its name, so voice control finds it by what is read. */}
              <chakra.button
                type="button"
                width="full"
                textAlign="start"
                display="flex"
                alignItems="center"
                gap="3"
                cursor="pointer"
                borderRadius="md"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                aria-pressed={state === 'all' ? true : state === 'partial' ? 'mixed' : false}
                onClick={() => onToggleZone(zone)}
              >
                <Text as="span" fontSize="2xl" display="flex">
                  <DestinationIcon name={zone.name} />
                </Text>
                <Box as="span" display="block" flex="1" minWidth="0">
                  <Text as="span" display="block" fontWeight="semibold">
                    {zone.name}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {state === 'all'
                      ? 'All selected'
                      : state === 'partial'
                        ? `${count} of ${zone.countries.length} selected`
                        : countryCountLabel(zone.countries.length)}
                  </Text>
                </Box>
              </chakra.button>
              <Button
                variant="plain"
                size="xs"
                px="0"
                color="brand.fg"
                aria-expanded={isOpen}
                aria-controls={listId}
                aria-label={`${isOpen ? 'Hide' : 'Show'} countries in ${zone.name}`}
                onClick={() => toggleExpanded(zone.name)}
              >
                {isOpen ? 'Hide countries' : 'Show countries'}
              </Button>
              {isOpen && (
                <Stack
                  as="ul"
                  id={listId}
                  listStyleType="none"
                  maxHeight="48"
                  overflowY="auto"
                  gap="0"
                  mt="1"
                >
                  {zone.countries.map((country) => {
                    const isChosen = chosen.has(country.name);
                    return (
                      <li key={country.alpha2}>
                        <chakra.button
                          type="button"
                          width="full"
                          display="flex"
                          alignItems="center"
                          gap="2"
                          px="1"
                          py="1"
                          fontSize="sm"
                          textAlign="start"
                          cursor="pointer"
                          borderRadius="sm"
                          _hover={{ bg: 'brand.subtle' }}
                          aria-pressed={isChosen}
                          onClick={() => onToggleCountry(country.name)}
                        >
                          <Flex
                            as="span"
                            aria-hidden
                            boxSize="4"
                            align="center"
                            justify="center"
                            color="brand.fg"
                          >
                            {isChosen && <BsCheckLg />}
                          </Flex>
                          <DestinationIcon name={country.name} />
                          <span>{country.name}</span>
                        </chakra.button>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
