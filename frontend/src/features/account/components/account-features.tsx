import { List, Stack, Text } from '@chakra-ui/react';

const FEATURES = [
  ['Usage analytics', 'Data left, data used and the time left of every eSIM, live.'],
  ['Order history', 'Every order with its status, and a link back to its eSIM and invoice.'],
  ['All purchases in one place', 'Everything bought with your email address shows up here.'],
  ['A protected sign-in', 'Your email is confirmed with a code, and only you know your password.'],
] as const;

/** Features: what the account gives a traveller. */
export function AccountFeatures() {
  return (
    <Stack gap="4">
      <Text color="fg.muted">Your account comes with:</Text>
      <List.Root gap="3" ps="5">
        {FEATURES.map(([title, text]) => (
          <List.Item key={title}>
            <Text as="span" fontWeight="semibold">
              {title}:
            </Text>{' '}
            {text}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
