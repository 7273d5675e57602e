import { HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { BsCheckCircleFill, BsCircle } from 'react-icons/bs';
import {
  passwordCriteria,
  passwordStrength,
  type PasswordCriterion,
  type PasswordStrength,
} from '@shared/validation/password-policy';

const CRITERIA: readonly { id: PasswordCriterion; label: string }[] = [
  { id: 'length', label: 'At least 8 characters' },
  { id: 'lowercase', label: 'A lowercase letter' },
  { id: 'uppercase', label: 'An uppercase letter' },
  { id: 'digit', label: 'A number' },
  { id: 'symbol', label: 'A symbol' },
];

const LEVELS: Record<PasswordStrength, { label: string; palette: string; value: number }> = {
  weak: { label: 'Weak', palette: 'danger', value: 33 },
  medium: { label: 'Medium', palette: 'warning', value: 66 },
  strong: { label: 'Strong', palette: 'success', value: 100 },
};

/**
 * The spec's password strength indicator: weak, medium or strong from five criteria (lowercase,
 * uppercase, digit, symbol, 8+ characters), each shown as met or not, with the hint to mix letters,
 * numbers and symbols.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const level = LEVELS[passwordStrength(password)];
  const met = passwordCriteria(password);
  return (
    <Stack gap="2" data-testid="password-strength">
      <Progress.Root value={level.value} colorPalette={level.palette} size="sm">
        <HStack justify="space-between">
          <Progress.Label fontSize="sm">Password strength</Progress.Label>
          <Progress.ValueText fontSize="sm" fontWeight="semibold" aria-live="polite">
            {level.label}
          </Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <List.Root variant="plain" gap="0.5" fontSize="sm">
        {CRITERIA.map(({ id, label }) => (
          <List.Item key={id} color={met[id] ? 'fg' : 'fg.muted'} data-met={met[id]}>
            <List.Indicator asChild color={met[id] ? 'success.fg' : 'fg.subtle'}>
              {met[id] ? <BsCheckCircleFill aria-hidden /> : <BsCircle aria-hidden />}
            </List.Indicator>
            {label}
            <Text as="span" srOnly>
              {met[id] ? ' (met)' : ' (not met)'}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="xs" color="fg.muted">
        Use a mix of letters, numbers and symbols for a stronger password.
      </Text>
    </Stack>
  );
}
