import { Alert, Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { reminderRequestSchema as ReminderRequestSchema } from '@shared/api/esim.schema';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { useSendIccidReminder } from '../api/send-iccid-reminder';
import { NoEsimFound } from './no-esim-found';

/** The dialog closes by itself this long after the reminder was sent (SPEC section 9). */
export const REMINDER_CLOSE_DELAY_MS = 3000;

type Outcome =
  { kind: 'sent' } | { kind: 'no-esim'; message: string } | { kind: 'error'; message: string } | null;

/** 'Forgot ICCID?': e-mails the ICCIDs of an account to its address. */
export function ForgotIccidDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const reminder = useSendIccidReminder();

  useEffect(() => {
    if (outcome?.kind !== 'sent') return;
    const timer = setTimeout(() => setOpen(false), REMINDER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setOutcome(null);
      setFieldError(null);
      reminder.reset();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) load with the first reminder asked for, not with the status page; if
    // they cannot load, the reminder fails as a send that did not go through.
    let reminderRequestSchema: typeof ReminderRequestSchema;
    try {
      ({ reminderRequestSchema } = await import('@shared/api/esim.schema'));
    } catch {
      setOutcome({ kind: 'error', message: MESSAGES.mail.sendFailed });
      return;
    }
    const parsed = reminderRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MESSAGES.email.invalid);
      return;
    }
    setFieldError(null);
    setOutcome(null);
    reminder.mutate(parsed.data.email, {
      onSuccess: () => setOutcome({ kind: 'sent' }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 404)
          setOutcome({ kind: 'no-esim', message: error.message });
        else
          setOutcome({
            kind: 'error',
            message: error instanceof ApiRequestError ? error.message : MESSAGES.mail.sendFailed,
          });
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => changeOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="plain" size="sm" px="0" textDecoration="underline">
          Forgot ICCID?
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Forgot ICCID?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    Enter the email address you used for your purchase and we will email you the ICCID of each
                    of your eSIMs.
                  </Text>
                  <FormField label="Email Address" required error={fieldError}>
                    <Input
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      disabled={reminder.isPending || outcome?.kind === 'sent'}
                    />
                  </FormField>
                  {outcome?.kind === 'sent' && (
                    <Alert.Root status="success">
                      <Alert.Indicator />
                      <Alert.Description>We have sent your ICCID to your email address.</Alert.Description>
                    </Alert.Root>
                  )}
                  {outcome?.kind === 'error' && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Description>{outcome.message}</Alert.Description>
                    </Alert.Root>
                  )}
                  {outcome?.kind === 'no-esim' && <NoEsimFound message={outcome.message} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={reminder.isPending}
                  loadingText="Sending..."
                  disabled={outcome?.kind === 'sent'}
                >
                  Send Reminder
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
