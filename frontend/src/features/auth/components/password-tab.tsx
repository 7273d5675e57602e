import { Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as z from '@shared/validation/zod';
import { iccidField, requiredEmail } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { EmailProofStep, type EmailProof } from '@/components/email-proof/email-proof-step';
import { emailCodes } from '@/lib/api/email-codes';
import { NewPasswordForm, type NewPasswordValues } from '@/components/password/new-password-form';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, isRefusal } from '@/lib/api-client';
import { setAccountPassword } from '../api/set-account-password';
import { verifyAccount } from '../api/verify-account';
import type { ProofHolder } from '../types';
import { NoAccountAlert } from './no-account-alert';
import { InlineAlert } from '@/components/ui/inline-alert';

/** SPEC section 5: both are needed ('Please enter both email and ICCID'); the ICCID has 19-20 digits. */
const verifySchema = z.object({
  email: requiredEmail(MESSAGES.account.emailAndIccidRequired),
  iccid: z.pipe(
    z.string().check(z.trim(), z.minLength(1, MESSAGES.account.emailAndIccidRequired)),
    iccidField(MESSAGES.iccid.invalidEntry),
  ),
});

type Verified = { email: string; iccid: string; proof: EmailProof };

type PasswordTabProps = ProofHolder & {
  email: string;
  onEmail: (email: string) => void;
  /** On to Register with an e-mail that has no account. */
  onRegister: (email: string) => void;
  /** After the password is saved: on to sign-in with this e-mail. */
  onDone: (email: string) => void;
};

/**
 * Set or Change Password (SPEC: unverified → verified → password set → login). Verified by the
 * e-mail's one-time code and one of the account's ICCIDs, then a new password with its confirmation.
 */
export function PasswordTab({ email, onEmail, onRegister, onDone, proof, onProof }: PasswordTabProps) {
  const [verified, setVerified] = useState<Verified | null>(null);
  const [expired, setExpired] = useState(false);
  /** A proven e-mail without an account: the spec's 'This email is not registered…'. */
  const [unregistered, setUnregistered] = useState<string | null>(null);

  async function verify(values: z.output<typeof verifySchema>, held: EmailProof) {
    setUnregistered(null);
    try {
      await verifyAccount({ email: values.email, iccid: values.iccid, proof: held.proof });
    } catch (error) {
      // Only the proven owner gets here, so saying the address has no account tells no stranger.
      if (error instanceof ApiRequestError && error.status === 404) {
        setUnregistered(values.email);
        return;
      }
      throw error;
    }
    onEmail(values.email);
    setExpired(false);
    setVerified({ email: values.email, iccid: values.iccid, proof: held });
  }

  if (verified) {
    return (
      <SetPasswordForm
        verified={verified}
        onProofUsed={() => onProof(null)}
        onExpired={() => {
          setExpired(true);
          setVerified(null);
        }}
        onDone={() => onDone(verified.email)}
      />
    );
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Verify your account with your email address and the ICCID of one of your eSIMs. We email you a code to
        confirm the address is yours.
      </Text>
      {expired && <InlineAlert status="warning">{MESSAGES.emailCode.proofRequired}</InlineAlert>}
      {unregistered && (
        <NoAccountAlert
          message={MESSAGES.account.notRegistered}
          onCreateAccount={() => onRegister(unregistered)}
        />
      )}
      <EmailProofStep
        schema={verifySchema}
        codes={emailCodes}
        defaultValues={{ email, iccid: '' }}
        submitLabel="Verify Account"
        knownProof={proof}
        onProof={onProof}
        onVerified={verify}
        renderFields={(form) => (
          <FormField label="ICCID" required error={form.formState.errors.iccid?.message}>
            <Input {...form.register('iccid')} inputMode="numeric" autoComplete="off" placeholder="89..." />
          </FormField>
        )}
      />
    </Stack>
  );
}

type SetPasswordFormProps = {
  verified: Verified;
  onProofUsed: () => void;
  onExpired: () => void;
  onDone: () => void;
};

function SetPasswordForm({ verified, onProofUsed, onExpired, onDone }: SetPasswordFormProps) {
  const [problem, setProblem] = useState<string | null>(null);

  async function save({ password }: NewPasswordValues) {
    setProblem(null);
    try {
      const answer = await setAccountPassword({
        email: verified.email,
        iccid: verified.iccid,
        proof: verified.proof.proof,
        password,
      });
      onProofUsed();
      toaster.create({
        type: 'success',
        title: answer.created ? MESSAGES.password.set : MESSAGES.password.updated,
        description: 'You can now sign in with your new password.',
      });
      onDone();
    } catch (error) {
      if (isRefusal(error) && error.message === MESSAGES.emailCode.proofRequired) {
        onProofUsed();
        onExpired();
      } else if (isRefusal(error)) {
        setProblem(error.message);
      } else {
        toaster.create({
          type: 'error',
          title: MESSAGES.password.updateFailed,
          description: MESSAGES.login.unexpected,
        });
      }
      throw error;
    }
  }

  return (
    <NewPasswordForm
      label="New password"
      submitLabel="Save Password"
      problem={problem}
      onSave={save}
      intro={
        <InlineAlert status="success">
          Account verified for {verified.email}. Choose your new password.
        </InlineAlert>
      }
    />
  );
}
