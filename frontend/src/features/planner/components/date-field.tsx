import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { BsCalendar3 } from 'react-icons/bs';
import 'react-day-picker/style.css';
import { formatTripDate } from '../format';

type DateFieldProps = {
  label: string;
  /** What the field button says while no date is set. */
  placeholder: string;
  value: Date | null;
  onChange: (date: Date) => void;
  disabled: Matcher;
  defaultMonth: Date;
};

/** A labelled date button that opens a Monday-first calendar below it and closes on a pick. */
export function DateField({ label, placeholder, value, onChange, disabled, defaultMonth }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const calendarId = useId();

  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="semibold">
        {label}
      </Text>
      <Button
        variant="outline"
        justifyContent="flex-start"
        bg="bg"
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-value`}
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon color="brand.fg">
          <BsCalendar3 />
        </Icon>
        <Text as="span" id={`${labelId}-value`} color={value ? 'fg' : 'fg.muted'}>
          {value ? formatTripDate(value) : placeholder}
        </Text>
      </Button>
      {open && (
        <Box
          id={calendarId}
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          p="2"
          alignSelf="flex-start"
          maxWidth="full"
          overflowX="auto"
          css={{
            '--rdp-accent-color': 'var(--chakra-colors-brand-solid)',
            '--rdp-accent-background-color': 'var(--chakra-colors-brand-subtle)',
          }}
        >
          <DayPicker
            mode="single"
            weekStartsOn={1}
            selected={value ?? undefined}
            defaultMonth={value ?? defaultMonth}
            disabled={disabled}
            onSelect={(date) => {
              if (!date) return;
              onChange(date);
              setOpen(false);
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
