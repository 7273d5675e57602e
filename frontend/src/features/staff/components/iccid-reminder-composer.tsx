import { Alert, Button, Input, Stack, Tabs, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ICCID_LIST_PLACEHOLDER } from '@shared/api/admin.schema';
import type { ResponseOf } from '@shared/api/routes';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { useSendIccidReminder } from '../api/staff-api';

const DEFAULTS = {
  subject: 'Your eSIM ICCID',
  html: `<p>Hello,</p>\n<p>Here are the ICCIDs of your eSIMs:</p>\n${ICCID_LIST_PLACEHOLDER}\n<p>Safe travels!</p>`,
  text: `Hello,\n\nHere are the ICCIDs of your eSIMs:\n${ICCID_LIST_PLACEHOLDER}\n\nSafe travels!`,
  from_email: '',
  from_name: '',
  email: '',
};
const RECIPIENT_REQUIRED = 'Please enter a recipient';

/** /mailchimp-api: the ICCID reminder e-mail, composed by staff and sent through the shop's mailer. */
export function IccidReminderComposer() {
  const [values, setValues] = useState(DEFAULTS);
  const [tab, setTab] = useState('content');
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResponseOf<'send-iccid-reminder-test'> | null>(null);
  const send = useSendIccidReminder();
  const set = (name: keyof typeof DEFAULTS) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!values.email.trim()) {
      setRecipientError(RECIPIENT_REQUIRED);
      setTab('recipient');
      return;
    }
    setRecipientError(null);
    send.mutate(values, {
      onSuccess: (answer) => {
        setOutcome(answer);
        if (answer.success) toaster.success({ title: 'Email Sent', description: answer.message });
        else toaster.error({ title: MESSAGES.mail.sendFailed, description: answer.message });
      },
      onError: (error) => toaster.error({ title: MESSAGES.mail.functionError(error.message) }),
    });
  };

  return (
    <SectionCard title="Compose the Reminder">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value)}
            variant="line"
            colorPalette="brand"
          >
            <Tabs.List overflowX="auto" mb="4">
              <Tabs.Trigger value="content">Message Content</Tabs.Trigger>
              <Tabs.Trigger value="sender">Sender Settings</Tabs.Trigger>
              <Tabs.Trigger value="recipient">Recipient</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="content">
              <Stack gap="4">
                <FormField label="Subject" required>
                  <Input value={values.subject} onChange={set('subject')} />
                </FormField>
                <FormField
                  label="HTML"
                  required
                  helperText={`${ICCID_LIST_PLACEHOLDER} is replaced by the recipient's ICCIDs.`}
                >
                  <Textarea rows={8} fontFamily="mono" value={values.html} onChange={set('html')} />
                </FormField>
                <FormField label="Plain text" optional>
                  <Textarea rows={6} fontFamily="mono" value={values.text} onChange={set('text')} />
                </FormField>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="sender">
              <Stack gap="4">
                <FormField label="Sender email" optional helperText="The shop's sender address when empty.">
                  <Input type="email" value={values.from_email} onChange={set('from_email')} />
                </FormField>
                <FormField label="Sender name" optional>
                  <Input value={values.from_name} onChange={set('from_name')} />
                </FormField>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="recipient">
              <FormField label="Recipient email" required error={recipientError}>
                <Input type="email" value={values.email} onChange={set('email')} />
              </FormField>
            </Tabs.Content>
          </Tabs.Root>
          {outcome && (
            <Alert.Root status={outcome.success ? 'success' : 'warning'}>
              <Alert.Indicator />
              <Alert.Description>
                {outcome.message} (ICCIDs: {outcome.iccid_count})
              </Alert.Description>
            </Alert.Root>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={send.isPending}
            loadingText="Sending..."
          >
            Send Reminder
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
