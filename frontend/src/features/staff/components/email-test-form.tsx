import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { useSendTestEmail } from '../api/staff-api';

const EMPTY = { from: '', to: '', subject: '', html: '' };

/** /emailtest: sends one message through the shop's mailer (SPEC sections 2 and 8). */
export function EmailTestForm() {
  const [values, setValues] = useState(EMPTY);
  const send = useSendTestEmail();
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.to.trim() || !values.subject.trim() || !values.html.trim()) {
      toaster.error({
        title: MESSAGES.mail.missingInformation,
        description: 'Please fill in To, Subject and HTML content.',
      });
      return;
    }
    send.mutate(
      {
        to: values.to,
        subject: values.subject,
        html: values.html,
        ...(values.from.trim() && { from: values.from }),
      },
      {
        onSuccess: (answer) => {
          if (answer.success)
            toaster.success({ title: 'Email Sent', description: `Test email sent to ${values.to.trim()}` });
          else toaster.error({ title: MESSAGES.mail.sendFailed, description: answer.error });
        },
        onError: (error) => toaster.error({ title: MESSAGES.mail.functionError(error.message) }),
      },
    );
  };

  return (
    <SectionCard title="Send a Test Email">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="From" optional helperText="The shop's sender address when empty.">
            <Input type="email" value={values.from} onChange={set('from')} />
          </FormField>
          <FormField label="To" required>
            <Input type="email" value={values.to} onChange={set('to')} />
          </FormField>
          <FormField label="Subject" required>
            <Input value={values.subject} onChange={set('subject')} />
          </FormField>
          <FormField label="HTML content" required>
            <Textarea rows={10} fontFamily="mono" value={values.html} onChange={set('html')} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={send.isPending}
            loadingText="Sending..."
          >
            Send Test Email
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
