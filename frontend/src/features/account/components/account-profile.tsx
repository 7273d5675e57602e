import { Button, Card, DataList, Fieldset, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { meUpdateRequestSchema, type MeResponse } from '@shared/api/accounts.schema';
import { MESSAGES } from '@shared/validation/messages';
import {
  NewPasswordFields,
  newPasswordSchema,
  withMatchingConfirmation,
} from '@/components/password/new-password-fields';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { AuthFailure, useSession } from '@/lib/auth';
import { useUpdateMe } from '../api/update-me';

const changePasswordSchema = withMatchingConfirmation(
  newPasswordSchema.extend({ currentPassword: z.string().min(1, MESSAGES.password.required) }),
);

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
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const save = handleSubmit(async (values) => {
    try {
      await session.changePassword(values.currentPassword, values.password);
      reset();
      toaster.create({ type: 'success', title: MESSAGES.password.updated });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: MESSAGES.password.updateFailed,
        description:
          error instanceof AuthFailure && error.reason !== 'unexpected' ? error.message : undefined,
      });
    }
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={save}>
      <Fieldset.Root disabled={isSubmitting}>
        <Stack gap="4">
          <FormField label="Current Password" required error={errors.currentPassword?.message}>
            <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
          </FormField>
          <NewPasswordFields
            label="New Password"
            value={password}
            password={{ ...register('password'), error: errors.password?.message }}
            confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={isSubmitting}
            loadingText="Saving..."
          >
            Change Password
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}

/** Profile: the name and e-mail of the account; the name and the password can be changed here. */
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
      <Card.Root as="section" aria-labelledby="profile-name-title">
        <Card.Header>
          <Card.Title id="profile-name-title">Your name</Card.Title>
        </Card.Header>
        <Card.Body>
          <NameForm user={user} />
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="profile-password-title">
        <Card.Header>
          <Card.Title id="profile-password-title">Password</Card.Title>
        </Card.Header>
        <Card.Body>
          <PasswordForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
