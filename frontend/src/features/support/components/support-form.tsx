import { Button, Card, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { supportTicketRequestSchema } from '@shared/api/support.schema';
import { MESSAGES } from '@shared/validation/messages';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateSupportTicket } from '../api/create-support-ticket';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY = { name: '', email: '', subject: '', message: '' };

type FormInput = z.input<typeof supportTicketRequestSchema>;
type FormOutput = z.output<typeof supportTicketRequestSchema>;

/** 'Send Us a Message': a support ticket answered by e-mail. */
export function SupportForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(supportTicketRequestSchema),
    defaultValues: EMPTY,
  });
  const ticket = useCreateSupportTicket();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await ticket.mutateAsync(values);
      toaster.create({
        type: 'success',
        title: 'Message Sent',
        description: 'Thank you! We will reply to your email within 24 hours.',
      });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      toaster.create({ type: 'error', title: MESSAGES.support.ticketFailed });
    }
  });

  return (
    <Card.Root as="section" aria-labelledby="support-form-title">
      <Card.Header>
        <Card.Title id="support-form-title">Send Us a Message</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-labelledby="support-form-title">
          <Stack gap="4">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('name')} autoComplete="name" />
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.email)}>
              <Field.Label>
                Email
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.subject)}>
              <Field.Label>
                Subject
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('subject')} />
              <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.message)}>
              <Field.Label>
                Message
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea {...register('message')} rows={6} />
              <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={ticket.isPending}
              loadingText="Sending..."
            >
              Send Message
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
