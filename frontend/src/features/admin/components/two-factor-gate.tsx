import { Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TotpEnrolment } from '@/components/two-factor/totp-enrolment';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { useSession } from '@/lib/auth';
import { useBrand } from '@/lib/brand-store';
import { useRefreshTwoFactorStatus, useTwoFactorStatus } from '../api/two-factor';

export const ADMIN_TOTP_TEXTS = {
  title: 'Set up two-factor authentication',
  why: 'Admins sign in with their password and a code from an authenticator app. Set one up to open the admin console.',
} as const;

/**
 * Opens the admin console only for an admin who signs in with an authenticator app where the stage
 * requires one; asks anyone else to set one up first, here. The admin routes refuse such an admin
 * anyway: this is the way through, not the check. Should the question fail, the console opens and
 * its routes decide.
 */
export function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const refresh = useRefreshTwoFactorStatus();
  const { user, twoFactor } = useSession();
  const brand = useBrand();

  if (status.isPending) {
    return (
      <Center py="20" aria-busy="true">
        <Spinner size="lg" color="brand.solid" aria-label="Checking two-factor authentication" />
      </Center>
    );
  }
  if (!status.data?.required || status.data.enabled) return children;

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Admin Dashboard
        </Heading>
        <SectionCard title={ADMIN_TOTP_TEXTS.title}>
          <Stack gap="4">
            <Text>{ADMIN_TOTP_TEXTS.why}</Text>
            <TotpEnrolment
              start={() => twoFactor.start(brand.name, user?.email ?? '')}
              confirm={(code) => twoFactor.confirm(code)}
              onEnrolled={() => {
                toaster.create({ type: 'success', title: 'Two-factor authentication is on' });
                void refresh();
              }}
            />
          </Stack>
        </SectionCard>
      </Stack>
    </Container>
  );
}
