import { Button, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from '@shared/validation/zod';
import { EMAIL_CODE_VALID_MINUTES, emailCodeVerifyRequestSchema } from '@shared/api/accounts.schema';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { ApiRequestError } from '@/lib/api-error';
import { InlineAlert } from '@/components/ui/inline-alert';
import { isUsableProof, type EmailProof } from './email-proof';

export type { EmailProof } from './email-proof';

/** The step's two API calls, given by the feature that shows it (`emailCodes` of `@/lib/api/email-codes`). */
export type EmailCodeCalls = {
  /** Mails a one-time code to the address. */
  send: (email: string) => Promise<unknown>;
  /** Exchanges the mailed code for a short-lived proof of the address. */
  verify: (email: string, code: string) => Promise<Omit<EmailProof, 'email'>>;
};

const codeSchema = emailCodeVerifyRequestSchema.shape.code;
const UNEXPECTED = 'An unexpected error occurred. Please try again later.';

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : UNEXPECTED;
}

type EmailProofStepProps<TIn extends FieldValues & { email: string }, TOut extends { email: string }> = {
  /** Validates the e-mail and any fields asked with it; its messages are the form's. */
  schema: z.core.$ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  /** Fields asked together with the e-mail (an ICCID, a name, a password), shown under it. */
  renderFields?: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
  /** The button that sends the code, e.g. 'Check Account' or 'Continue'. */
  submitLabel: string;
  /** Sends the code and verifies it. */
  codes: EmailCodeCalls;
  /** A proof already held for this visit; a valid one for the same e-mail saves a second code. */
  knownProof?: EmailProof | null;
  /** Each new proof, for the parent to keep (or null when the server refused an expired one). */
  onProof?: (proof: EmailProof | null) => void;
  /**
   * What the proof is for (check the account, set the password, register). When it throws, the form
   * comes back with the message so the visitor can correct it; the proof is kept while it is valid.
   */
  onVerified: (values: TOut, proof: EmailProof) => Promise<void>;
};

/**
 * The one-time-code step: e-mail (and whatever else the form asks) → a code mailed to that address →
 * the code typed here → a proof of the address → `onVerified`. Nothing about an account is asked of
 * the server before the proof exists, so a stranger's e-mail reveals nothing.
 */
export function EmailProofStep<TIn extends FieldValues & { email: string }, TOut extends { email: string }>({
  schema,
  defaultValues,
  renderFields,
  submitLabel,
  codes,
  knownProof,
  onProof,
  onVerified,
}: EmailProofStepProps<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  const [pending, setPending] = useState<TOut | null>(null);
  const [proof, setProof] = useState<EmailProof | null>(knownProof ?? null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function keep(next: EmailProof | null) {
    setProof(next);
    onProof?.(next);
  }

  async function finish(values: TOut, usable: EmailProof) {
    try {
      await onVerified(values, usable);
      setPending(null);
    } catch (error) {
      setPending(null);
      setProblem(messageOf(error));
      if (error instanceof ApiRequestError && error.message === MESSAGES.emailCode.proofRequired) keep(null);
    }
  }

  /** Runs one request with the form disabled; its failure's message goes where `onError` puts it. */
  async function busyWith(task: () => Promise<void>, onError: (message: string) => void) {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  function send(values: TOut) {
    setProblem(null);
    setNotice(null);
    setCode('');
    setCodeError(null);
    return busyWith(async () => {
      const usable = [knownProof, proof].find((candidate) => isUsableProof(candidate, values.email));
      if (usable) return finish(values, usable);
      await codes.send(values.email);
      setPending(values);
    }, setProblem);
  }

  function verify() {
    if (!pending) return;
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? MESSAGES.emailCode.invalid);
      return;
    }
    setCodeError(null);
    setNotice(null);
    return busyWith(async () => {
      const answer = await codes.verify(pending.email, parsed.data);
      const fresh = { email: pending.email, ...answer };
      keep(fresh);
      await finish(pending, fresh);
    }, setCodeError);
  }

  function resend() {
    if (!pending) return;
    setCodeError(null);
    return busyWith(async () => {
      await codes.send(pending.email);
      setCode('');
      setNotice(`A new code is on its way to ${pending.email}.`);
    }, setCodeError);
  }

  if (pending) {
    return (
      <form
        noValidate
        aria-label="Email verification"
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <Fieldset.Root disabled={busy}>
          <Stack gap="4">
            <Text>
              We sent a 6-digit code to <strong>{pending.email}</strong>. It is valid for{' '}
              {EMAIL_CODE_VALID_MINUTES} minutes.
            </Text>
            <FormField label="Verification code" required error={codeError}>
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
              />
            </FormField>
            {notice && (
              <Text fontSize="sm" color="fg.muted" role="status">
                {notice}
              </Text>
            )}
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={busy} loadingText="Verifying...">
                Verify code
              </Button>
              <Button variant="ghost" onClick={() => void resend()}>
                Send a new code
              </Button>
              <Button variant="ghost" onClick={() => setPending(null)}>
                Use a different email
              </Button>
            </HStack>
          </Stack>
        </Fieldset.Root>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send(values))}>
      <Fieldset.Root disabled={busy}>
        <Stack gap="4">
          <FormField label="Email Address" required error={form.formState.errors.email?.message as string}>
            <Input
              {...form.register('email' as Path<TIn>)}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </FormField>
          {renderFields?.(form)}
          {problem && <InlineAlert status="error">{problem}</InlineAlert>}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={busy}
            loadingText="Please wait..."
          >
            {submitLabel}
          </Button>
        </Stack>
      </Fieldset.Root>
    </form>
  );
}
