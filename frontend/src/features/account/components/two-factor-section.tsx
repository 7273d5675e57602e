import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { TotpEnrolment } from '@/components/two-factor/totp-enrolment';
import { InlineAlert } from '@/components/ui/inline-alert';
import { toaster } from '@/components/ui/toaster';
import { useSession } from '@/lib/auth';
import { useBrand } from '@/lib/brand-store';

export const TWO_FACTOR_TEXTS = {
  on: 'On: every sign-in asks for a code from your authenticator app as well as your password.',
  off: 'Off. Add an authenticator app, so that signing in needs a code from your phone as well as your password.',
  enabled: 'Two-factor authentication is on',
  removed: 'Two-factor authentication removed',
  unknown: 'Could not read your two-factor setting. Please reload the page.',
  removeFailed: 'Could not remove two-factor authentication. Please try again.',
} as const;

/**
 * Two-factor authentication on /account, for every account: whether an authenticator app (TOTP) is
 * on, setting one up (QR code, setup key, a first code), and removing it. The calls go from the
 * browser to the user pool (Amplify), which keeps the secret.
 */
export function TwoFactorSection({ email }: { email: string }) {
  const { twoFactor } = useSession();
  const brand = useBrand();
  // undefined: being read; null: could not be read.
  const [enabled, setEnabled] = useState<boolean | null | undefined>(undefined);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    twoFactor
      .isEnabled()
      .then((on) => !cancelled && setEnabled(on))
      .catch(() => !cancelled && setEnabled(null));
    return () => {
      cancelled = true;
    };
    // Read once per visit; the calls below keep it current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (enabled === undefined) return <Text color="fg.muted">Checking your two-factor setting...</Text>;
  if (enabled === null) return <InlineAlert status="error">{TWO_FACTOR_TEXTS.unknown}</InlineAlert>;

  if (enabled) {
    return (
      <Stack gap="4">
        <Text>{TWO_FACTOR_TEXTS.on}</Text>
        <Button
          variant="outline"
          colorPalette="danger"
          alignSelf="start"
          loading={removing}
          loadingText="Removing..."
          onClick={async () => {
            setRemoving(true);
            try {
              await twoFactor.remove();
              setEnabled(false);
              toaster.create({ type: 'success', title: TWO_FACTOR_TEXTS.removed });
            } catch {
              toaster.create({ type: 'error', title: TWO_FACTOR_TEXTS.removeFailed });
            } finally {
              setRemoving(false);
            }
          }}
        >
          Remove Two-Factor Authentication
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Text>{TWO_FACTOR_TEXTS.off}</Text>
      <TotpEnrolment
        start={() => twoFactor.start(brand.name, email)}
        confirm={(code) => twoFactor.confirm(code)}
        onEnrolled={() => {
          setEnabled(true);
          toaster.create({ type: 'success', title: TWO_FACTOR_TEXTS.enabled });
        }}
      />
    </Stack>
  );
}
