import { Button, Fieldset, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from '@shared/validation/zod';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { NewPasswordFields, newPasswordSchema, withMatchingConfirmation } from './new-password-fields';

const newOnly = withMatchingConfirmation(z.extend(newPasswordSchema, { currentPassword: z.string() }));
const withCurrent = withMatchingConfirmation(
  z.extend(newPasswordSchema, {
    currentPassword: z.string().check(z.minLength(1, MESSAGES.password.required)),
  }),
);

export type NewPasswordValues = { password: string; currentPassword: string };

type NewPasswordFormProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  loadingText?: string;
  /** Also asks for the current password (a signed-in user changing theirs). */
  askCurrent?: boolean;
  /** Above the fields: what was verified, or why a new password is asked for. */
  intro?: ReactNode;
  /** The server's refusal of the last attempt. */
  problem?: string | null;
  /** Saves the password; the form empties when it succeeds and keeps the input when it throws. */
  onSave: (values: NewPasswordValues) => Promise<void>;
};

/**
 * A new password with its confirmation and the strength meter (and the current password when
 * asked), disabled while it saves. Setting a password after the e-mailed code, the first sign-in's
 * new password and the Profile's change all use it.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  loadingText = 'Saving...',
  askCurrent = false,
  intro,
  problem,
  onSave,
}: NewPasswordFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(askCurrent ? withCurrent : newOnly),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const save = handleSubmit(async (values) => {
    await onSave(values);
    reset();
  });

  return (
    <form noValidate aria-label={label} onSubmit={(event) => void save(event).catch(() => undefined)}>
      <Fieldset.Root disabled={isSubmitting}>
        <Stack gap="4">
          {intro}
          {askCurrent && (
            <FormField label="Current Password" required error={errors.currentPassword?.message}>
              <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
            </FormField>
          )}
          <NewPasswordFields
            label="New Password"
            value={password}
            password={{ ...register('password'), error: errors.password?.message }}
            confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          {problem && <InlineAlert status="error">{problem}</InlineAlert>}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={isSubmitting}
            loadingText={loadingText}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}
