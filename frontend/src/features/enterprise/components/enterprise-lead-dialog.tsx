import { Button, CloseButton, Dialog, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/validation/zod';
import {
  ENTERPRISE_INTERESTS,
  ENTERPRISE_MESSAGES,
  enterpriseLeadRequestSchema,
  type EnterpriseInterest,
} from '@shared/api/enterprise.schema';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateEnterpriseLead } from '../api/create-enterprise-lead';

type FormInput = z.input<typeof enterpriseLeadRequestSchema>;
type FormOutput = z.output<typeof enterpriseLeadRequestSchema>;
const FIELDS = ['name', 'email', 'company', 'message'] as const;

type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen help; null shows the 'How can we help you?' choices first. */
  interest: EnterpriseInterest | null;
  onInterest: (interest: EnterpriseInterest | null) => void;
};

/** 'How can we help you?': one of five choices, then the contact form; the lead reaches sales by e-mail. */
export function EnterpriseLeadDialog({ open, onOpenChange, interest, onInterest }: LeadDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(enterpriseLeadRequestSchema),
    defaultValues: { interest: 'more-info', name: '', email: '', company: '', message: '' },
  });
  const lead = useCreateEnterpriseLead();
  const chosen = ENTERPRISE_INTERESTS.find((choice) => choice.value === interest);

  const submit = handleSubmit(async (values) => {
    try {
      await lead.mutateAsync({ ...values, interest: interest ?? 'more-info' });
      toaster.success(ENTERPRISE_MESSAGES.submitted);
      reset();
      onInterest(null);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      toaster.error({
        title:
          error instanceof ApiRequestError && error.status === 429
            ? error.message
            : ENTERPRISE_MESSAGES.failed,
      });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>How can we help you?</Dialog.Title>
            </Dialog.Header>
            {chosen ? (
              <form onSubmit={submit} noValidate aria-label="Contact form">
                <Dialog.Body>
                  <Stack gap="4">
                    <Text color="fg.muted">{chosen.label}</Text>
                    <FormField label="Name" required error={errors.name?.message}>
                      <Input {...register('name')} autoComplete="name" />
                    </FormField>
                    <FormField label="Email" required error={errors.email?.message}>
                      <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
                    </FormField>
                    <FormField label="Company" optional error={errors.company?.message}>
                      <Input {...register('company')} autoComplete="organization" />
                    </FormField>
                    <FormField label="Message" optional error={errors.message?.message}>
                      <Textarea {...register('message')} rows={4} />
                    </FormField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => onInterest(null)}>
                    Back
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={lead.isPending}
                    loadingText="Submitting..."
                  >
                    Submit Request
                  </Button>
                </Dialog.Footer>
              </form>
            ) : (
              <Dialog.Body pb="6">
                <Stack gap="2" role="group" aria-label="Choose one">
                  {ENTERPRISE_INTERESTS.map((choice) => (
                    <Button
                      key={choice.value}
                      variant="outline"
                      justifyContent="flex-start"
                      onClick={() => onInterest(choice.value)}
                    >
                      {choice.label}
                    </Button>
                  ))}
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
