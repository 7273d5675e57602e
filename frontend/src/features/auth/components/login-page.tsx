import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import { signInTarget } from '../hooks/use-sign-in-redirect';
import { authTabHref } from '../utils/auth-links';
import { AuthLink, LoginForm } from './login-form';

/** /login: 'Welcome Back'. A visitor who is already signed in goes straight on. */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  const email = params.get('email') ?? '';
  const { user } = useSession();
  if (user) return <Navigate to={signInTarget(redirectTo, user.type)} replace />;

  return (
    <Container maxW="md" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Card.Root>
        <Card.Header>
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="2xl">
              Welcome Back
            </Heading>
            <Text color="fg.muted">Sign in to your account</Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          <LoginForm
            defaultEmail={email}
            redirectTo={redirectTo}
            footer={
              <Text textAlign="center" fontSize="sm">
                Don&apos;t have an account?{' '}
                <AuthLink to={authTabHref('register', { email, redirectTo })}>Create one</AuthLink>
              </Text>
            }
          />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
