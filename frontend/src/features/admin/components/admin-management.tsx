import { Button, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createAdminRequestSchema } from '@shared/api/accounts.schema';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { isRefusal } from '@/lib/api-client';
import { useCreateAdmin } from '../api/admins';
import { TwoFactorReset } from './two-factor-reset';

/**
 * Admin Management: create another own-admin (e-mail, password of 8 or more; SPEC sections 2 and 6),
 * and reset another admin's two-factor authentication.
 */
export function AdminManagement() {
  const create = useCreateAdmin();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createAdminRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const admin = await create.mutateAsync(values);
      reset();
      toaster.create({
        type: 'success',
        title: MESSAGES.admin.adminCreated,
        description: `${admin.email} can now sign in as an admin.`,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: MESSAGES.admin.adminCreateFailed,
        description: isRefusal(error) ? error.message : undefined,
      });
    }
  });

  return (
    <Stack gap="6">
      <SectionCard title="Create Admin">
        <form noValidate aria-label="Create admin" onSubmit={submit}>
          <Fieldset.Root disabled={create.isPending}>
            <Stack gap="4" maxW="md">
              <Text color="fg.muted">
                The new admin signs in with this e-mail and password; the part before the @ becomes their
                name.
              </Text>
              <FormField label="Email" required error={errors.email?.message}>
                <Input type="email" autoComplete="off" {...register('email')} />
              </FormField>
              <FormField
                label="Password"
                required
                error={errors.password?.message}
                helperText="At least 8 characters."
              >
                <Input type="password" autoComplete="new-password" {...register('password')} />
              </FormField>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="start"
                loading={create.isPending}
                loadingText="Creating..."
              >
                Create Admin
              </Button>
            </Stack>
          </Fieldset.Root>
        </form>
      </SectionCard>
      <TwoFactorReset />
    </Stack>
  );
}
