import { Input, Stack, Text } from '@chakra-ui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import * as z from '@shared/validation/zod';
import { fullNameField } from '@shared/api/accounts.schema';
import { requiredEmail } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { EmailProofStep, type EmailProof } from '@/components/email-proof/email-proof-step';
import { emailCodes } from '@/lib/api/email-codes';
import {
  NewPasswordFields,
  newPasswordSchema,
  withMatchingConfirmation,
} from '@/components/password/new-password-fields';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { registerAccount } from '../api/register-account';
import type { ProofHolder } from '../types';

const registerSchema = withMatchingConfirmation(
  z.extend(newPasswordSchema, { email: requiredEmail(MESSAGES.email.required), fullName: fullNameField }),
);

type RegisterTabProps = ProofHolder & {
  email: string;
  /** After the account is created: on to sign-in with this e-mail (SPEC: sign-up redirects to /login). */
  onDone: (email: string) => void;
};

/**
 * Register: e-mail, full name and password, the e-mail confirmed by its one-time code, then one
 * server call that creates the sign-in and the account together. A buyer who checked out without an
 * account claims it the same way.
 */
export function RegisterTab({ email, onDone, proof, onProof }: RegisterTabProps) {
  async function register(values: z.output<typeof registerSchema>, held: EmailProof) {
    await registerAccount({
      email: values.email,
      fullName: values.fullName,
      password: values.password,
      proof: held.proof,
    });
    onProof(null);
    toaster.create({
      type: 'success',
      title: MESSAGES.checkout.accountCreated,
      description: 'Sign in with your email and password.',
    });
    onDone(values.email);
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Create your account to see your eSIMs, their usage and your orders in one place. Bought an eSIM
        already? Use the same email: your purchases come with it.
      </Text>
      <EmailProofStep
        schema={registerSchema}
        codes={emailCodes}
        defaultValues={{ email, fullName: '', password: '', confirmPassword: '' }}
        submitLabel="Create Account"
        knownProof={proof}
        onProof={onProof}
        onVerified={register}
        renderFields={(form) => <RegisterFields form={form} />}
      />
    </Stack>
  );
}

type RegisterForm = UseFormReturn<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>;

function RegisterFields({ form }: { form: RegisterForm }) {
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Full Name" required error={errors.fullName?.message}>
        <Input {...form.register('fullName')} autoComplete="name" />
      </FormField>
      <NewPasswordFields
        value={password}
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
    </>
  );
}
