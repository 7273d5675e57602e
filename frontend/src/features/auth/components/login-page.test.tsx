import { screen, waitFor } from '@testing-library/react';
import { ERROR_CODES } from '@shared/api/common.schema';
import { MESSAGES } from '@shared/validation/messages';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { LoginPage } from './login-page';

vi.setConfig({ testTimeout: 30_000 });

const location = () => screen.getByTestId('location').textContent;

describe('/login', () => {
  it('welcomes back, links to account creation and says Signing in... while it works', async () => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1' });
    // The identity provider answers only when the test lets it, so the busy state can be seen.
    const auth = createFakeAuthClient();
    const signIn = auth.signIn.bind(auth);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.spyOn(auth, 'signIn').mockImplementation(async (email, password) => {
      await answered;
      return signIn(email, password);
    });
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login?email=ada%40example.com&redirectTo=%2Faccount%3Ftab%3Dprofile',
      auth,
    });
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/auth?tab=register&email=ada%40example.com&redirectTo=%2Faccount%3Ftab%3Dprofile',
    );
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');

    await user.type(screen.getByLabelText(/Password/), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: /Signing in/ })).toBeDisabled();
    answer();
    await waitFor(() => expect(location()).toBe('/account?tab=profile'));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('offers account creation once after a wrong password', async () => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1' });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login?email=ada%40example.com' });
    await user.type(screen.getByLabelText(/Password/), 'Wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('region', { name: 'Account setup' });
    const toRegister = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/auth?tab=register'));
    expect(toRegister.map((link) => link.textContent)).toEqual(['Create New Account']);
    expect(screen.getAllByRole('link', { name: 'Set up password' })).toHaveLength(1);
  });

  it('sends a visitor who is signed in already to their own page', async () => {
    addUser({ email: 'boss@example.com', accountType: 'business-admin' });
    renderWithProviders(<LoginPage />, {
      route: '/login',
      auth: createFakeAuthClient({ signedInAs: 'boss@example.com' }),
    });
    await waitFor(() => expect(location()).toBe('/business'));
  });

  it('shows the shop’s refusal of a sign-in and does not keep the session', async () => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1' });
    server.use(
      fakeRoute('get-me', () => apiError(403, ERROR_CODES.forbidden, MESSAGES.emailCode.proofRequired)),
    );
    const { user, auth } = renderWithProviders(<LoginPage />, { route: '/login?email=ada%40example.com' });
    await user.type(screen.getByLabelText(/Password/), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please verify your email address first.')).toBeInTheDocument();
    expect(auth.signOuts).toBe(1);
    expect(location()).toBe('/login?email=ada%40example.com');
  });
});
