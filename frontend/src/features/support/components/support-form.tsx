import { Button, Card, Input, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/validation/zod';
import type { supportTicketRequestSchema } from '@shared/api/support.schema';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { useSectionHeading } from '@/components/ui/section-level';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY = { name: '', email: '', subject: '', message: '' };

type FormInput = z.input<typeof supportTicketRequestSchema>;
type FormOutput = z.output<typeof supportTicketRequestSchema>;

/** 'Send Us a Message': a support ticket answered by e-mail. */
export function SupportForm() {
  const heading = useSectionHeading();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: lazyZodResolver(() =>
      import('@shared/api/support.schema').then((module) => module.supportTicketRequestSchema),
    ),
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
        <Card.Title as={heading} id="support-form-title">
          Send Us a Message
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-labelledby="support-form-title">
          <Stack gap="4">
            <FormField label="Name" required error={errors.name?.message}>
              <Input {...register('name')} autoComplete="name" />
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
              <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
            </FormField>
            <FormField label="Subject" required error={errors.subject?.message}>
              <Input {...register('subject')} />
            </FormField>
            <FormField label="Message" required error={errors.message?.message}>
              <Textarea {...register('message')} rows={6} />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
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
