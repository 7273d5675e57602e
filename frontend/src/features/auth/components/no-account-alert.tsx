import { Alert, Button } from '@chakra-ui/react';

type NoAccountAlertProps = {
  /** The spec's message for the case (not registered, or no account found). */
  message: string;
  /** On to Register with the e-mail that has no account. */
  onCreateAccount: () => void;
};

/** A proven e-mail has no account: the spec's message and the way on to Register. */
export function NoAccountAlert({ message, onCreateAccount }: NoAccountAlertProps) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
        <Button size="sm" colorPalette="brand" mt="3" alignSelf="start" onClick={onCreateAccount}>
          Create account with this email
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
