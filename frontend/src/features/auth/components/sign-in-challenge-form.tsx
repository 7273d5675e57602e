import { Alert, Button, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import {
  NewPasswordFields,
  newPasswordSchema,
  withMatchingConfirmation,
} from '@/components/password/new-password-fields';
import { FormField } from '@/components/ui/form/form-field';

const totpSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.'),
});
const newPasswordFormSchema = withMatchingConfirmation(newPasswordSchema);

type ChallengeFormProps = {
  challenge: 'new-password' | 'totp';
  problem: string | null;
  onAnswer: (answer: string) => Promise<void>;
};

/** The second step some sign-ins ask for: a new password (first sign-in) or an authenticator code. */
export function SignInChallengeForm({ challenge, problem, onAnswer }: ChallengeFormProps) {
  return (
    <Stack gap="4">
      {challenge === 'new-password' ? (
        <NewPasswordChallenge onAnswer={onAnswer} />
      ) : (
        <TotpChallenge onAnswer={onAnswer} />
      )}
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

function NewPasswordChallenge({ onAnswer }: Pick<ChallengeFormProps, 'onAnswer'>) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={handleSubmit((values) => onAnswer(values.password))}
    >
      <Fieldset.Root disabled={isSubmitting}>
        <Stack gap="4">
          <Text>Your account asks for a new password before the first sign-in.</Text>
          <NewPasswordFields
            label="New Password"
            value={password}
            password={{ ...register('password'), error: errors.password?.message }}
            confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in...">
            Set Password and Sign In
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}

function TotpChallenge({ onAnswer }: Pick<ChallengeFormProps, 'onAnswer'>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(totpSchema), defaultValues: { code: '' } });
  return (
    <form
      noValidate
      aria-label="Authenticator code"
      onSubmit={handleSubmit((values) => onAnswer(values.code))}
    >
      <Fieldset.Root disabled={isSubmitting}>
        <Stack gap="4">
          <FormField label="Authenticator code" required error={errors.code?.message}>
            <Input
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
            />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in...">
            Verify and Sign In
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}
