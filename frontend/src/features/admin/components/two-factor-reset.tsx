import { Button, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetTwoFactorRequestSchema } from '@shared/api/two-factor.schema';
import { FormField } from '@/components/ui/form/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { isRefusal } from '@/lib/api-client';
import { useResetTwoFactor } from '../api/two-factor';

export const RESET_TOTP_TEXTS = {
  done: 'Two-factor authentication reset',
  failed: 'Could not reset two-factor authentication',
} as const;

/**
 * Admin Management: another admin lost the phone with their authenticator app. Turning it off lets
 * them sign in with the password and set up a new one; the audit log records who did it.
 */
export function TwoFactorReset() {
  const reset = useResetTwoFactor();
  const {
    register,
    handleSubmit,
    reset: clear,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetTwoFactorRequestSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      clear();
      toaster.create({
        type: 'success',
        title: RESET_TOTP_TEXTS.done,
        description: `${result.email} signs in with the password alone and sets up a new authenticator app.`,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: RESET_TOTP_TEXTS.failed,
        description: isRefusal(error) ? error.message : undefined,
      });
    }
  });

  return (
    <SectionCard title="Reset Two-Factor Authentication">
      <form noValidate aria-label="Reset two-factor authentication" onSubmit={submit}>
        <Fieldset.Root disabled={reset.isPending}>
          <Stack gap="4" maxW="md">
            <Text color="fg.muted">
              For an admin who lost their authenticator app: they then sign in with their password and set up
              a new one. You cannot reset your own; ask another admin.
            </Text>
            <FormField label="Admin's email" required error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...register('email')} />
            </FormField>
            <Button
              type="submit"
              colorPalette="danger"
              variant="outline"
              alignSelf="start"
              loading={reset.isPending}
              loadingText="Resetting..."
            >
              Reset Two-Factor
            </Button>
          </Stack>
        </Fieldset.Root>
      </form>
    </SectionCard>
  );
}
