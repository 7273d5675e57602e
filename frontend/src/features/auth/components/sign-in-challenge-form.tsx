import { Button, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from '@shared/validation/zod';
import { NewPasswordForm } from '@/components/password/new-password-form';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';

const totpSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.')),
});

type ChallengeFormProps = {
  challenge: 'new-password' | 'totp';
  problem: string | null;
  onAnswer: (answer: string) => Promise<void>;
  /** Back to e-mail and password (a challenge expires after a few minutes). */
  onCancel: () => void;
};

/** The second step some sign-ins ask for: a new password (first sign-in) or an authenticator code. */
export function SignInChallengeForm({ challenge, problem, onAnswer, onCancel }: ChallengeFormProps) {
  return (
    <Stack gap="4">
      {challenge === 'new-password' ? (
        <NewPasswordChallenge onAnswer={onAnswer} />
      ) : (
        <TotpChallenge onAnswer={onAnswer} />
      )}
      {problem && <InlineAlert status="error">{problem}</InlineAlert>}
      <Button variant="ghost" alignSelf="start" onClick={onCancel}>
        Start over
      </Button>
    </Stack>
  );
}

function NewPasswordChallenge({ onAnswer }: Pick<ChallengeFormProps, 'onAnswer'>) {
  return (
    <NewPasswordForm
      label="Choose a new password"
      submitLabel="Set Password and Sign In"
      loadingText="Signing in..."
      intro={<Text>Your account asks for a new password before the first sign-in.</Text>}
      onSave={({ password }) => onAnswer(password)}
    />
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
      aria-label="Multi-factor sign-in"
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
