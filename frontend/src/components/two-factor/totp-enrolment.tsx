import { Button, Code, Fieldset, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@shared/validation/zod';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';

/** An authenticator app being set up: its secret, and the `otpauth://` URI the QR code carries. */
export type TotpSecret = { secret: string; uri: string };

const codeSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.')),
});

export const TOTP_TEXTS = {
  start: 'Set Up Two-Factor Authentication',
  scan: 'Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the setup key into it.',
  mismatch: 'That code did not match. Enter the newest code your authenticator app shows.',
  startFailed: 'Could not start the setup. Please try again.',
} as const;

type TotpEnrolmentProps = {
  /** Asks the identity provider for a new secret (each call replaces the previous one). */
  start: () => Promise<TotpSecret>;
  /** Checks a first code from the app and turns two-factor sign-in on. */
  confirm: (code: string) => Promise<void>;
  /** Called once two-factor sign-in is on. */
  onEnrolled: () => void;
};

/** The QR code of the `otpauth://` URI, drawn in the browser: the secret never leaves it. */
function useQrCode(uri: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The QR library the shop already uses, loaded only here; SVG needs no canvas.
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [uri]);
  return src;
}

function SecretAndCode({
  setup,
  confirm,
  onEnrolled,
}: { setup: TotpSecret } & Omit<TotpEnrolmentProps, 'start'>) {
  const qr = useQrCode(setup.uri);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await confirm(code);
      onEnrolled();
    } catch {
      setProblem(TOTP_TEXTS.mismatch);
    }
  });

  return (
    <Stack gap="4">
      <Text>{TOTP_TEXTS.scan}</Text>
      {qr ? (
        <Image src={qr} alt="QR code for your authenticator app" boxSize="48" />
      ) : (
        <Text color="fg.muted">Drawing the QR code...</Text>
      )}
      <Stack gap="1">
        <Text fontWeight="medium" id="totp-setup-key">
          Setup key
        </Text>
        <Code aria-labelledby="totp-setup-key" p="2" wordBreak="break-all" alignSelf="start">
          {setup.secret}
        </Code>
      </Stack>
      <form noValidate aria-label="Verify authenticator app" onSubmit={submit}>
        <Fieldset.Root disabled={isSubmitting}>
          <Stack gap="4" maxW="sm">
            <FormField label="Code from your authenticator app" required error={errors.code?.message}>
              <Input {...register('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </FormField>
            {problem && <InlineAlert status="error">{problem}</InlineAlert>}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={isSubmitting}
              loadingText="Verifying..."
            >
              Verify and Turn On
            </Button>
          </Stack>
        </Fieldset.Root>
      </form>
    </Stack>
  );
}

/**
 * Setting up an authenticator app (TOTP): a button starts it, then the QR code and the setup key,
 * then a first code from the app turns two-factor sign-in on. Used on /account and by the admin
 * console's request to set one up.
 */
export function TotpEnrolment({ start, confirm, onEnrolled }: TotpEnrolmentProps) {
  const [setup, setSetup] = useState<TotpSecret | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (setup) return <SecretAndCode setup={setup} confirm={confirm} onEnrolled={onEnrolled} />;
  return (
    <HStack gap="3" wrap="wrap" align="start">
      <Button
        colorPalette="brand"
        loading={starting}
        loadingText="Starting..."
        onClick={async () => {
          setProblem(null);
          setStarting(true);
          try {
            setSetup(await start());
          } catch {
            setProblem(TOTP_TEXTS.startFailed);
          } finally {
            setStarting(false);
          }
        }}
      >
        {TOTP_TEXTS.start}
      </Button>
      {problem && <InlineAlert status="error">{problem}</InlineAlert>}
    </HStack>
  );
}
