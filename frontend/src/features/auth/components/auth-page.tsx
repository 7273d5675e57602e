import { Card, Container, Heading, Stack, Text, type Tabs } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shared/validation/messages';
import { isUsableProof, type EmailProof } from '@/components/email-proof/email-proof';
import { toaster } from '@/components/ui/toaster';
import { UrlTabs, useUrlTab, type TriggerLayout } from '@/components/ui/url-tabs';
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

/** Two by two on a phone, so every tab is in sight; one row from md up. */
const GRID_LIST: Tabs.ListProps = {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' },
  justifyContent: 'start',
  mb: '5',
};
const GRID_TRIGGER: TriggerLayout = {
  justifyContent: 'center',
  textAlign: 'center',
  height: 'auto',
  minH: 'var(--tabs-height)',
};

/**
 * /auth (SPEC section 2): the Check Account, Set or Change Password, Login and Register tabs, with
 * `tab`, `email` and `redirectTo` kept in the URL. A visitor who arrives signed in with a
 * `redirectTo` goes there ('Already logged in').
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const tab = useUrlTab(AUTH_TABS);
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

  const panels: Record<AuthTab, ReactNode> = {
    check: <CheckAccountTab email={email} onEmail={keepEmail} openTab={openTab} {...holder} />,
    password: (
      <PasswordTab
        email={email}
        onEmail={keepEmail}
        onRegister={(unknown) => openTab('register', unknown)}
        onDone={(done) => openTab('login', done)}
        {...holder}
      />
    ),
    login: (
      <LoginForm
        defaultEmail={email}
        redirectTo={redirectTo}
        hasAccount={hasAccount}
        footer={
          <Stack gap="2" fontSize="sm" align="center">
            <AuthLink to={authTabHref('password', { email, redirectTo })}>Set or change password</AuthLink>
            <AuthLink to={authTabHref('register', { email, redirectTo })}>Create New Account</AuthLink>
          </Stack>
        }
      />
    ),
    register: (
      <RegisterTab
        email={email}
        onDone={(done) => navigate(loginHref({ email: done, redirectTo }))}
        {...holder}
      />
    ),
  };

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
            <UrlTabs
              href={(next) => authTabHref(next, { email, redirectTo })}
              history="push"
              unmountOnExit
              listProps={GRID_LIST}
              triggerProps={GRID_TRIGGER}
              tabs={AUTH_TABS.map((value) => ({ value, label: TAB_LABELS[value], content: panels[value] }))}
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
