import { Card, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shared/validation/messages';
import { isUsableProof, type EmailProof } from '@/components/email-proof/email-proof-step';
import { toaster } from '@/components/ui/toaster';
import { useSession } from '@/lib/auth';
import { safeRedirect } from '@/lib/auth/landing';
import { checkAccount } from '../api/check-account';
import { AUTH_TABS, authTabHref, loginHref, type AuthTab } from '../utils/auth-links';
import { CheckAccountTab } from './check-account-tab';
import { AuthLink, LoginForm } from './login-form';
import { PasswordTab } from './password-tab';
import { RegisterTab } from './register-tab';

const TAB_LABELS: Record<AuthTab, string> = {
  check: 'Check Account',
  password: 'Set or Change Password',
  login: 'Login',
  register: 'Register',
};

function tabOf(value: string | null): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? 'check';
}

/**
 * /auth (SPEC section 2): the Check Account, Set or Change Password, Login and Register tabs, with
 * `tab`, `email` and `redirectTo` kept in the URL. A visitor who arrives signed in with a
 * `redirectTo` goes there ('Already logged in').
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const tab = tabOf(params.get('tab'));
  const email = params.get('email') ?? '';
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const [proof, setProof] = useState<EmailProof | null>(null);
  const holder = { proof, onProof: setProof };

  // Decided once, when the session is known on arrival; a sign-in on the Login tab navigates itself.
  const arrival = useRef<'pending' | 'done'>('pending');
  useEffect(() => {
    if (arrival.current === 'done' || session.status === 'loading') return;
    arrival.current = 'done';
    if (session.isAuthenticated && redirectTo) {
      toaster.create({ type: 'info', title: MESSAGES.login.alreadyLoggedIn });
      navigate(redirectTo, { replace: true });
    }
  }, [session.status, session.isAuthenticated, redirectTo, navigate]);

  const openTab = (next: AuthTab, nextEmail = email) =>
    navigate(authTabHref(next, { email: nextEmail, redirectTo }));
  const keepEmail = (next: string) =>
    navigate(authTabHref(tab, { email: next, redirectTo }), { replace: true });
  // Only the proven owner of the address may learn that it has no account (SPEC section 8's
  // 'This email doesn't have an account yet…' on the Login tab).
  const hasAccount = async (address: string) =>
    isUsableProof(proof, address)
      ? (await checkAccount({ email: address, proof: proof.proof })).exists
      : null;

  return (
    <Container maxW="xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1" textAlign="center">
          <Heading as="h1" size="2xl">
            Account Access
          </Heading>
          <Text color="fg.muted">Check your account, set a password, sign in or register.</Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <Tabs.Root
              value={tab}
              onValueChange={(details) => openTab(tabOf(details.value))}
              variant="line"
              colorPalette="brand"
              lazyMount
              unmountOnExit
            >
              {/* Two by two on a phone, so every tab is in sight; one row from md up. */}
              <Tabs.List
                display="grid"
                gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' }}
                justifyContent="start"
                mb="5"
              >
                {AUTH_TABS.map((value) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    justifyContent="center"
                    textAlign="center"
                    height="auto"
                    minH="var(--tabs-height)"
                  >
                    {TAB_LABELS[value]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="check">
                <CheckAccountTab email={email} onEmail={keepEmail} openTab={openTab} {...holder} />
              </Tabs.Content>
              <Tabs.Content value="password">
                <PasswordTab
                  email={email}
                  onEmail={keepEmail}
                  onRegister={(unknown) => openTab('register', unknown)}
                  onDone={(done) => openTab('login', done)}
                  {...holder}
                />
              </Tabs.Content>
              <Tabs.Content value="login">
                <LoginForm
                  defaultEmail={email}
                  redirectTo={redirectTo}
                  hasAccount={hasAccount}
                  footer={
                    <Stack gap="2" fontSize="sm" align="center">
                      <AuthLink to={authTabHref('password', { email, redirectTo })}>
                        Set or change password
                      </AuthLink>
                      <AuthLink to={authTabHref('register', { email, redirectTo })}>
                        Create New Account
                      </AuthLink>
                    </Stack>
                  }
                />
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterTab
                  email={email}
                  onDone={(done) => navigate(loginHref({ email: done, redirectTo }))}
                  {...holder}
                />
              </Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
