import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type InlineAlertProps = {
  status: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
};

/** A one-message alert inside a form or a page section (a refusal, a warning, a confirmation). */
export function InlineAlert({ status, children }: InlineAlertProps) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
