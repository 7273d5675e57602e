import { Alert, Button, Fieldset, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import * as z from '@shared/validation/zod';
import { requiredEmail } from '@shared/api/fields';
import { MESSAGES } from '@shared/validation/messages';
import { FormField } from '@/components/ui/form/form-field';
import { toaster } from '@/components/ui/toaster';
import { isRefusal } from '@/lib/api-client';
import { AuthFailure, useSession, type SignInOutcome } from '@/lib/auth';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { authTabHref } from '../utils/auth-links';
import { SignInChallengeForm } from './sign-in-challenge-form';
import { InlineAlert } from '@/components/ui/inline-alert';

/** SPEC section 5: e-mail and password are required. */
const loginSchema = z.object({
  email: requiredEmail(MESSAGES.email.required),
  password: z.string().check(z.minLength(1, MESSAGES.password.required)),
});
type LoginValues = z.infer<typeof loginSchema>;

/**
 * What a failed sign-in shows: `setup` the spec's account-setup notice (a buyer without a password
 * yet), `no-account` the spec's 'This email doesn't have an account yet…' with 'Create New Account'.
 */
type Problem = { message: string; kind: 'setup' | 'no-account' | 'plain' };

/** The message a failed sign-in shows (SPEC section 8, Login). */
function problemOf(error: unknown): Problem {
  if (error instanceof AuthFailure) {
    if (error.reason === 'invalid-credentials')
      return { message: MESSAGES.login.invalidCredentials, kind: 'setup' };
    if (error.reason === 'provider') return { message: error.message, kind: 'plain' };
    if (error.reason === 'unsupported-step') return { message: MESSAGES.login.failed, kind: 'plain' };
  }
  // The sign-in worked but the shop refused the account (e-mail not verified, no account row).
  if (isRefusal(error)) return { message: error.message, kind: 'plain' };
  return { message: MESSAGES.login.unexpected, kind: 'plain' };
}

type LoginFormProps = {
  defaultEmail: string;
  redirectTo: string | null;
  /**
   * Links under the form ('Set or change password', 'Create one', ...); hidden while a failed
   * sign-in's notice offers the same ways on, so each shows once.
   */
  footer?: ReactNode;
  /**
   * Whether a refused e-mail has an account, when this visit may know it (its owner proved it with
   * a mailed code); null when it may not. Anyone else is never told whether an address has one.
   */
  hasAccount?: (email: string) => Promise<boolean | null>;
};

/**
 * E-mail and password sign-in, shared by /login and the Login tab of /auth. A wrong e-mail or
 * password shows the spec's account-setup notice (an anonymous buyer has no password yet); a sign-in
 * that asks for a new password or an authenticator code continues here.
 */
export function LoginForm({ defaultEmail, redirectTo, footer, hasAccount }: LoginFormProps) {
  const session = useSession();
  const goOn = useSignInRedirect(redirectTo);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [challenge, setChallenge] = useState<'new-password' | 'totp' | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: defaultEmail } });

  /** Finishes a sign-in attempt; a refused answer to a challenge keeps its form for another try. */
  async function settle(attempt: Promise<SignInOutcome>, email?: string) {
    setProblem(null);
    try {
      const outcome = await attempt;
      if (!outcome.done) {
        setChallenge(outcome.challenge);
        return;
      }
      toaster.create({ type: 'success', title: MESSAGES.login.success });
      goOn(outcome.user);
    } catch (error) {
      const problem = problemOf(error);
      if (
        problem.kind === 'setup' &&
        email &&
        hasAccount &&
        (await hasAccount(email).catch(() => null)) === false
      ) {
        setProblem({ message: MESSAGES.account.noAccountYet, kind: 'no-account' });
        return;
      }
      setProblem(problem);
    }
  }

  if (challenge) {
    return (
      <SignInChallengeForm
        challenge={challenge}
        problem={problem?.message ?? null}
        onAnswer={(answer) => settle(session.answerChallenge(answer))}
        onCancel={() => {
          setProblem(null);
          setChallenge(null);
        }}
      />
    );
  }

  const email = getValues('email');
  return (
    <Stack gap="5">
      <form
        noValidate
        aria-label="Sign in"
        onSubmit={handleSubmit(({ email: address, password }) =>
          settle(session.signIn(address, password), address),
        )}
      >
        <Fieldset.Root disabled={isSubmitting}>
          <Stack gap="4">
            <FormField label="Email" required error={errors.email?.message}>
              <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
            </FormField>
            <FormField label="Password" required error={errors.password?.message}>
              <Input {...register('password')} type="password" autoComplete="current-password" />
            </FormField>
            {problem && <InlineAlert status="error">{problem.message}</InlineAlert>}
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in...">
              Sign In
            </Button>
          </Stack>
        </Fieldset.Root>
      </form>
      {problem?.kind === 'no-account' && (
        <Button asChild size="sm" colorPalette="brand" alignSelf="start">
          <RouterLink to={authTabHref('register', { email, redirectTo })}>Create New Account</RouterLink>
        </Button>
      )}
      {problem?.kind === 'setup' && (
        <Alert.Root status="info" role="region" aria-label="Account setup">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your account may need password setup</Alert.Title>
            <Alert.Description>
              <Stack gap="3" mt="1">
                <Text>
                  If you bought an eSIM without signing in, your account has no password yet. Set one with a
                  code we email you and your eSIM's ICCID.
                </Text>
                <HStack gap="3" wrap="wrap">
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={authTabHref('password', { email, redirectTo })}>
                      Set up password
                    </RouterLink>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={authTabHref('register', { email, redirectTo })}>
                      Create New Account
                    </RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {(!problem || problem.kind === 'plain') && footer}
    </Stack>
  );
}

/** A link in the sign-in forms' footers. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
