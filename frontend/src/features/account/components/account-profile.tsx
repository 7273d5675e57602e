import { Button, Card, DataList, Fieldset, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { meUpdateRequestSchema, type MeResponse } from '@shared/api/accounts.schema';
import { MESSAGES } from '@shared/validation/messages';
import { NewPasswordForm, type NewPasswordValues } from '@/components/password/new-password-form';
import { FormField } from '@/components/ui/form/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { AuthFailure, useSession } from '@/lib/auth';
import { useUpdateMe } from '../api/update-me';
import { TwoFactorSection } from './two-factor-section';

function NameForm({ user }: { user: MeResponse }) {
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm({ resolver: zodResolver(meUpdateRequestSchema), defaultValues: { fullName: user.name } });

  const save = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync(values);
      reset({ fullName: updated.name });
      toaster.create({ type: 'success', title: 'Name updated' });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to update name',
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form noValidate aria-label="Change name" onSubmit={save}>
      <Fieldset.Root disabled={update.isPending}>
        <Stack gap="4">
          <FormField label="Full Name" required error={errors.fullName?.message}>
            <Input {...register('fullName')} autoComplete="name" />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            disabled={!isDirty}
            loading={update.isPending}
            loadingText="Saving..."
          >
            Save Name
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}

function PasswordForm() {
  const session = useSession();

  async function save({ currentPassword, password }: NewPasswordValues) {
    try {
      await session.changePassword(currentPassword, password);
      toaster.create({ type: 'success', title: MESSAGES.password.updated });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: MESSAGES.password.updateFailed,
        description:
          error instanceof AuthFailure && error.reason !== 'unexpected' ? error.message : undefined,
      });
      throw error;
    }
  }

  return <NewPasswordForm label="Change password" submitLabel="Change Password" askCurrent onSave={save} />;
}

/**
 * Profile: the name and e-mail of the account; the name and the password can be changed here, and
 * two-factor authentication turned on or off.
 */
export function AccountProfile({ user }: { user: MeResponse }) {
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-label="Profile">
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>{user.name || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Email</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{user.email}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <SectionCard title="Your name">
        <NameForm user={user} />
      </SectionCard>
      <SectionCard title="Password">
        <PasswordForm />
      </SectionCard>
      <SectionCard title="Two-factor authentication">
        <TwoFactorSection email={user.email} />
      </SectionCard>
    </Stack>
  );
}
