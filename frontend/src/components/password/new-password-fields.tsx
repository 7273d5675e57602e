import { Input, Stack } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from '@shared/validation/zod';
import { passwordField } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A new password and its confirmation, with the spec's messages. */
export const newPasswordSchema = z.object({ password: passwordField, confirmPassword: z.string() });

/** Adds the rule that the confirmation equals the password ('Passwords do not match'). */
export function withMatchingConfirmation<
  T extends z.ZodMiniType<{ password: string; confirmPassword: string }>,
>(schema: T) {
  return schema.check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: MESSAGES.password.mismatch,
    }),
  );
}

type FieldProps = UseFormRegisterReturn & { error?: string | undefined };

type NewPasswordFieldsProps = {
  password: FieldProps;
  confirmation: FieldProps;
  /** The password as typed so far, for the strength meter. */
  value: string;
  /** 'Password' when registering, 'New Password' when changing one. */
  label?: string;
};

/** The password and its confirmation, with the strength meter under the password. */
export function NewPasswordFields({
  password,
  confirmation,
  value,
  label = 'Password',
}: NewPasswordFieldsProps) {
  const { error: passwordError, ...passwordInput } = password;
  const { error: confirmationError, ...confirmationInput } = confirmation;
  return (
    <Stack gap="4">
      <FormField label={label} required error={passwordError}>
        <Input {...passwordInput} type="password" autoComplete="new-password" />
      </FormField>
      {value && <PasswordStrengthMeter password={value} />}
      <FormField label={`Confirm ${label}`} required error={confirmationError}>
        <Input {...confirmationInput} type="password" autoComplete="new-password" />
      </FormField>
    </Stack>
  );
}
