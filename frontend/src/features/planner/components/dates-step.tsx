import { Box, Button, Flex, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BsDashLg, BsPlusLg } from 'react-icons/bs';
import { tripLengthDays } from '@shared/bundles/search';
import {
  MAX_DURATION_STEP,
  canShortenTrip,
  parseDurationStep,
  startOfDay,
  validateArrival,
  validateDeparture,
} from '@shared/validation/trip-dates';
import { daysLabel, formatTripDate } from '../format';
import type { Planner } from '../hooks/use-planner';
import { DateField } from './date-field';

/** Step 2: arrival, then departure by calendar or by the duration stepper. */
export function DatesStep({ planner }: { planner: Planner }) {
  const { arrival, departure, durationStep } = planner.state;
  const today = startOfDay(new Date());
  const [stepText, setStepText] = useState(String(durationStep));

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="xl">
          When are you traveling?
        </Heading>
        <Button variant="outline" size="sm" onClick={planner.goToDestinations}>
          Edit Destinations
        </Button>
      </Flex>

      <DateField
        label="When do you arrive?"
        placeholder="Select arrival date"
        value={arrival}
        onChange={planner.setArrival}
        disabled={(date) => validateArrival(date, today) !== null}
        defaultMonth={today}
      />

      {arrival && (
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Heading as="h3" size="md">
            How long is your trip?
          </Heading>
          <DateField
            label="Select exact date"
            placeholder="Select departure date"
            value={departure}
            onChange={planner.setDeparture}
            disabled={(date) => validateDeparture(arrival, date) !== null}
            defaultMonth={departure ?? arrival}
          />
          {departure && (
            <Text>
              Departure: <strong>{formatTripDate(departure)}</strong> · Trip duration:{' '}
              <strong>{daysLabel(tripLengthDays(arrival, departure))}</strong>
            </Text>
          )}
          <Flex align="center" gap="2" wrap="wrap">
            <IconButton
              variant="outline"
              aria-label={`Shorten trip by ${daysLabel(durationStep)}`}
              disabled={!canShortenTrip(arrival, departure)}
              onClick={planner.shortenTrip}
            >
              <BsDashLg />
            </IconButton>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DURATION_STEP}
              width="20"
              textAlign="center"
              aria-label="Days per step"
              value={stepText}
              onChange={(event) => {
                setStepText(event.target.value);
                const days = parseDurationStep(event.target.value);
                if (days !== null) planner.setDurationStep(days);
              }}
              onBlur={() => setStepText(String(durationStep))}
            />
            <IconButton
              variant="outline"
              aria-label={`Extend trip by ${daysLabel(durationStep)}`}
              onClick={planner.extendTrip}
            >
              <BsPlusLg />
            </IconButton>
            <Button variant="ghost" size="sm" onClick={planner.resetDates}>
              Reset dates
            </Button>
          </Flex>
        </Stack>
      )}

      {arrival && (
        <Box as="dl" borderRadius="md" bg="brand.subtle" p="3" fontSize="sm">
          <Flex gap="2">
            <Text as="dt" fontWeight="semibold">
              Arrival:
            </Text>
            <Text as="dd">{formatTripDate(arrival)}</Text>
          </Flex>
          <Flex gap="2">
            <Text as="dt" fontWeight="semibold">
              Departure:
            </Text>
            <Text as="dd">{departure ? formatTripDate(departure) : 'Not set'}</Text>
          </Flex>
        </Box>
      )}

      <Button colorPalette="brand" size="lg" disabled={!arrival || !departure} onClick={planner.goToResults}>
        Continue
      </Button>
    </Stack>
  );
}
