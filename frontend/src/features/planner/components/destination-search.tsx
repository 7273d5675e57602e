import { Box, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { zoneSelectionState } from '@shared/bundles/destinations';
import type { Zone } from '@shared/catalogue/catalogue';
import { searchDestinations } from '@shared/catalogue/destination-search';
import { DestinationIcon } from './destination-icon';
import { usePlannerCatalogue } from '../catalogue';

type Option = { kind: 'zone'; zone: Zone } | { kind: 'country'; name: string };

type DestinationSearchProps = {
  selected: string[];
  onToggleZone: (zone: Zone) => void;
  onToggleCountry: (name: string) => void;
};

/**
 * The searchable multi-select: typing filters zones and countries; picking one toggles it and keeps the
 * list open so several can be chosen. Arrow keys move, Enter picks, Escape closes.
 */
export function DestinationSearch({ selected, onToggleZone, onToggleCountry }: DestinationSearchProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const catalogue = usePlannerCatalogue();
  const { zones, countries } = useMemo(() => searchDestinations(catalogue, query), [catalogue, query]);
  const options: Option[] = useMemo(
    () => [
      ...zones.map((zone) => ({ kind: 'zone' as const, zone })),
      ...countries.map((country) => ({ kind: 'country' as const, name: country.name })),
    ],
    [zones, countries],
  );
  const chosen = new Set(selected);
  const activeIndex = Math.min(active, options.length - 1);

  function pick(option: Option) {
    if (option.kind === 'zone') onToggleZone(option.zone);
    else onToggleCountry(option.name);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + delta + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const renderOption = (option: Option, index: number) => {
    const name = option.kind === 'zone' ? option.zone.name : option.name;
    const isSelected =
      option.kind === 'zone' ? zoneSelectionState(selected, option.zone) === 'all' : chosen.has(option.name);
    return (
      <Flex
        as="li"
        key={`${option.kind}-${name}`}
        id={optionId(index)}
        role="option"
        aria-selected={isSelected}
        align="center"
        gap="2"
        px="3"
        py="2"
        cursor="pointer"
        bg={index === activeIndex ? 'brand.subtle' : undefined}
        _hover={{ bg: 'brand.subtle' }}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(index)}
        onClick={() => pick(option)}
      >
        <DestinationIcon name={name} />
        <Text as="span" flex="1">
          {name}
        </Text>
        {isSelected && (
          <Text as="span" fontSize="xs" color="brand.fg" fontWeight="semibold">
            {option.kind === 'zone' ? 'All selected' : 'Selected'}
          </Text>
        )}
      </Flex>
    );
  };

  /** One labelled group of the listbox; `from`/`to` index into `options` (zones first, then countries). */
  const renderGroup = (label: 'Zones' | 'Countries', from: number, to: number) =>
    to > from && (
      <Box role="group" aria-label={label}>
        <Text
          px="3"
          pt="2"
          pb="1"
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
        >
          {label}
        </Text>
        <Box as="ul" listStyleType="none">
          {options.slice(from, to).map((option, index) => renderOption(option, from + index))}
        </Box>
      </Box>
    );

  return (
    <Box position="relative">
      <Input
        role="combobox"
        aria-label="Search and select destinations"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options.length > 0 ? optionId(activeIndex) : undefined}
        placeholder="Search and select destinations..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        bg="bg"
      />
      {open && (
        <Box
          id={listId}
          role="listbox"
          aria-label="Destinations"
          aria-multiselectable
          position="absolute"
          zIndex="dropdown"
          top="100%"
          insetInline="0"
          mt="1"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          maxHeight="72"
          overflowY="auto"
        >
          {options.length === 0 && (
            <Text px="3" py="2" color="fg.muted">
              No destinations found
            </Text>
          )}
          {renderGroup('Zones', 0, zones.length)}
          {renderGroup('Countries', zones.length, options.length)}
        </Box>
      )}
    </Box>
  );
}
