import { screen, waitFor, within } from '@testing-library/react';
import { TOTP_CODE, createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser, db, lastCodeFor } from '@/testing/mocks/db';
import { renderWithProviders } from '@/testing/render';
import { AuthPage } from './auth-page';

// Typing into Chakra inputs in jsdom is slow on a small machine.
vi.setConfig({ testTimeout: 30_000 });

const ICCID = '8944500000000000001';
const location = () => screen.getByTestId('location').textContent ?? '';

function renderAuth(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<AuthPage />, { route, ...options });
}

type User = ReturnType<typeof renderAuth>['user'];

/** Types the mailed code into the verification step and submits it. */
async function enterMailedCode(user: User, email: string) {
  const code = await screen.findByLabelText(/Verification code/);
  await user.type(code, lastCodeFor(email));
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
}

describe('/auth tabs and URL', () => {
  it('opens Check Account by default and keeps the e-mail and redirectTo when switching tabs', async () => {
    const { user } = renderAuth('/auth?email=ada%40example.com&redirectTo=%2Faccount');
    expect(screen.getByRole('tab', { name: 'Check Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('ada@example.com');

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await waitFor(() =>
      expect(location()).toBe('/auth?tab=register&email=ada%40example.com&redirectTo=%2Faccount'),
    );
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the tabs as the spec does', () => {
    renderAuth('/auth');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Check Account',
      'Set or Change Password',
      'Login',
      'Register',
    ]);
  });

  it('sends a signed-in visitor with a redirectTo there, saying Already logged in', async () => {
    addUser({ email: 'ada@example.com' });
    renderAuth('/auth?tab=login&redirectTo=%2Fcheckout', {
      auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
    });
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(await screen.findByText('Already logged in')).toBeInTheDocument();
  });

  it('ignores a redirectTo that leaves the site', async () => {
    addUser({ email: 'ada@example.com' });
    renderAuth('/auth?tab=login&redirectTo=https%3A%2F%2Fevil.example%2F', {
      auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
    });
    await screen.findByRole('tab', { name: 'Login' });
    expect(location()).toBe('/auth?tab=login&redirectTo=https%3A%2F%2Fevil.example%2F');
  });
});

describe('Check Account tab', () => {
  it('asks for a valid e-mail before sending any code', async () => {
    const { user } = renderAuth('/auth');
    await user.click(screen.getByRole('button', { name: 'Check Account' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Check Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(db.mailbox).toEqual([]);
  });

  it('shows the account only after the mailed code; a wrong code shows the code message', async () => {
    addUser({
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      iccids: [ICCID, '8944500000000000002'],
      createdAt: '2026-03-04T10:00:00.000Z',
    });
    const { user } = renderAuth('/auth?tab=check');
    await user.type(screen.getByLabelText(/Email Address/), 'Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Check Account' }));

    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent('ada@example.com');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(
      await screen.findByText('The code is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Verification code/));
    await enterMailedCode(user, 'ada@example.com');
    const found = await screen.findByRole('region', { name: 'Account found' });
    expect(within(found).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(found).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(found).getByText(ICCID)).toBeInTheDocument();
    expect(within(found).getByText('8944500000000000002')).toBeInTheDocument();
    expect(within(found).getByText('own-user')).toBeInTheDocument();
    expect(
      within(found).getByText(
        new Date('2026-03-04T10:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'long' }),
      ),
    ).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Copy email' })).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: `Copy ICCID ${ICCID}` })).toBeInTheDocument();
    expect(within(found).getByText(/has no password yet/)).toBeInTheDocument();

    await user.click(within(found).getByRole('button', { name: 'Use this email for password setup' }));
    await waitFor(() => expect(location()).toBe('/auth?tab=password&email=ada%40example.com'));
  });

  it('says no account was found and offers to create one with that e-mail', async () => {
    const { user } = renderAuth('/auth');
    await user.type(screen.getByLabelText(/Email Address/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Check Account' }));
    await enterMailedCode(user, 'new@example.com');

    expect(
      await screen.findByText('No account found with this email. Please register first.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account with this email' }));
    await waitFor(() => expect(location()).toBe('/auth?tab=register&email=new%40example.com'));
  });
});

describe('Set or Change Password tab', () => {
  it('asks for both e-mail and ICCID, then for a valid ICCID', async () => {
    const { user } = renderAuth('/auth?tab=password');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findAllByText('Please enter both email and ICCID')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/ICCID/), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Please enter a valid ICCID (19-20 digits)')).toBeInTheDocument();
    expect(db.mailbox).toEqual([]);
  });

  it('sets the first password after code and ICCID, with the strength meter and the spec messages', async () => {
    addUser({ email: 'ada@example.com', iccids: [ICCID] });
    const { user } = renderAuth('/auth?tab=password&email=ada%40example.com&redirectTo=%2Faccount');
    await user.type(screen.getByLabelText(/ICCID/), ICCID);
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await enterMailedCode(user, 'ada@example.com');

    expect(await screen.findByText(/Account verified for ada@example.com/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'other');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Weak');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/Confirm New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Tr@vel2026');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Tr@vel2026');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByText('Password set')).toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.password).toBe('Tr@vel2026');
    await waitFor(() =>
      expect(location()).toBe('/auth?tab=login&email=ada%40example.com&redirectTo=%2Faccount'),
    );
  });

  it('refuses a medium password with the policy’s own message and sets nothing', async () => {
    addUser({ email: 'ada@example.com', iccids: [ICCID] });
    const { user } = renderAuth('/auth?tab=password&email=ada%40example.com');
    await user.type(screen.getByLabelText(/ICCID/), ICCID);
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await enterMailedCode(user, 'ada@example.com');

    await user.type(await screen.findByLabelText(/^New Password/), 'abcdEFG1');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'abcdEFG1');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Medium');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password must contain a symbol such as ! ? @ # $ %')).toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.password).toBeNull();
  });

  it('tells the proven owner of an e-mail without an account that it is not registered', async () => {
    const { user } = renderAuth('/auth?tab=password&email=new%40example.com');
    await user.type(screen.getByLabelText(/ICCID/), ICCID);
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await enterMailedCode(user, 'new@example.com');

    expect(
      await screen.findByText('This email is not registered. Please create an account first.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account with this email' }));
    await waitFor(() => expect(location()).toBe('/auth?tab=register&email=new%40example.com'));
  });

  it('says Password updated when a sign-in existed, reusing the proof from Check Account', async () => {
    addUser({ email: 'ada@example.com', iccids: [ICCID], password: 'Old-pass-1' });
    const { user } = renderAuth('/auth?tab=check');
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Check Account' }));
    await enterMailedCode(user, 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Use this email for password setup' }));

    await user.type(await screen.findByLabelText(/ICCID/), ICCID);
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await user.type(await screen.findByLabelText(/^New Password/), 'New-pass-22');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'New-pass-22');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(db.mailbox).toHaveLength(1);
  });

  it('refuses an ICCID of another account and sets nothing', async () => {
    addUser({ email: 'ada@example.com', iccids: [ICCID] });
    const { user } = renderAuth('/auth?tab=password&email=ada%40example.com');
    await user.type(screen.getByLabelText(/ICCID/), '8944500000000000099');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await enterMailedCode(user, 'ada@example.com');

    expect(await screen.findByText('ICCID does not match this account')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.password).toBeNull();
  });
});

describe('Register tab', () => {
  it('shows each field’s message before any code is sent', async () => {
    const { user } = renderAuth('/auth?tab=register');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(db.mailbox).toEqual([]);
  });

  it('creates the account after the code and goes to /login with the e-mail', async () => {
    const { user } = renderAuth('/auth?tab=register&email=new%40example.com');
    await user.type(screen.getByLabelText(/Full Name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Tr@vel2026');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Tr@vel2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await enterMailedCode(user, 'new@example.com');

    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login?email=new%40example.com'));
    expect(db.users.get('new@example.com')).toMatchObject({
      fullName: 'Grace Hopper',
      password: 'Tr@vel2026',
    });
  });

  it('tells someone whose e-mail already signs in to sign in instead', async () => {
    addUser({ email: 'ada@example.com', password: 'Old-pass-1' });
    const { user } = renderAuth('/auth?tab=register&email=ada%40example.com');
    await user.type(screen.getByLabelText(/Full Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Tr@vel2026');
    await user.type(screen.getByLabelText(/Confirm Password/), 'Tr@vel2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await enterMailedCode(user, 'ada@example.com');

    expect(
      await screen.findByText('An account with this email already exists. Please sign in.'),
    ).toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.password).toBe('Old-pass-1');
  });
});

describe('Login tab', () => {
  it('requires e-mail and password', async () => {
    const { user } = renderAuth('/auth?tab=login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  });

  it('shows the account-setup notice with a button to the password tab after a failed sign-in', async () => {
    addUser({ email: 'ada@example.com' });
    const { user } = renderAuth('/auth?tab=login&email=ada%40example.com');
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register&email=ada%40example.com',
    );
    await user.type(screen.getByLabelText(/^Password\W*$/), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Invalid email or password. Your account may need password setup.'),
    ).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Account setup' });
    await user.click(within(notice).getByRole('link', { name: 'Set up password' }));
    await waitFor(() => expect(location()).toBe('/auth?tab=password&email=ada%40example.com'));
  });

  it('shows each way on once after a failed sign-in', async () => {
    addUser({ email: 'ada@example.com' });
    const { user } = renderAuth('/auth?tab=login&email=ada%40example.com');
    await user.type(screen.getByLabelText(/^Password\W*$/), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('region', { name: 'Account setup' });

    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.startsWith('/auth?tab=password'))).toHaveLength(1);
    expect(links.filter((href) => href?.startsWith('/auth?tab=register'))).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Create New Account' })).toHaveLength(1);
  });

  it('tells the proven owner of an e-mail without an account, once, that it has none', async () => {
    const { user } = renderAuth('/auth?tab=check');
    await user.type(screen.getByLabelText(/Email Address/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Check Account' }));
    await enterMailedCode(user, 'new@example.com');
    await screen.findByText('No account found with this email. Please register first.');
    await waitFor(() => expect(location()).toBe('/auth?tab=check&email=new%40example.com'));

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.type(await screen.findByLabelText(/^Password\W*$/), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(
        "This email doesn't have an account yet. Please create one or check the email address.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account setup' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create New Account' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register&email=new%40example.com',
    );
  });

  it('keeps the account-setup notice for an address whose owner has not proved it', async () => {
    const { user } = renderAuth('/auth?tab=login&email=new%40example.com');
    await user.type(screen.getByLabelText(/^Password\W*$/), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('region', { name: 'Account setup' })).toBeInTheDocument();
    expect(screen.queryByText(/doesn't have an account yet/)).not.toBeInTheDocument();
  });

  it.each([
    ['own-user', '/account'],
    ['own-admin', '/admin'],
    ['business-admin', '/business'],
    ['business-user', '/business'],
  ] as const)('signs in a %s, says Login successful and lands on %s', async (accountType, landing) => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1', accountType });
    const { user } = renderAuth('/auth?tab=login&email=ada%40example.com');
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe(landing));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('goes back to redirectTo after signing in', async () => {
    addUser({ email: 'ada@example.com', password: 'Secret-pass-1', accountType: 'own-admin' });
    const { user } = renderAuth(
      '/auth?tab=login&email=ada%40example.com&redirectTo=%2Faccount%3Ftab%3Dprofile',
    );
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/account?tab=profile'));
  });

  it('asks a sign-in made with a temporary password for a new one, then signs in', async () => {
    addUser({ email: 'admin@example.com', password: 'Temp-pass-1', accountType: 'own-admin' });
    const { user } = renderAuth('/auth?tab=login&email=admin%40example.com', {
      auth: createFakeAuthClient({ challenge: 'new-password' }),
    });
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Temp-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText(/^New Password/), 'Own-pass-2026');
    await user.type(within(form).getByLabelText(/Confirm New Password/), 'Own-pass-2026');
    await user.click(within(form).getByRole('button', { name: 'Set Password and Sign In' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(db.users.get('admin@example.com')?.password).toBe('Own-pass-2026');
  });

  it('asks an admin with multi-factor for the authenticator code and refuses a wrong one', async () => {
    addUser({ email: 'admin@example.com', password: 'Admin-pass-1', accountType: 'own-admin' });
    const { user } = renderAuth('/auth?tab=login&email=admin%40example.com', {
      auth: createFakeAuthClient({ challenge: 'totp' }),
    });
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Admin-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText(/Authenticator code/);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(
      await screen.findByText('Please enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByText('Invalid code received for user')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Authenticator code/));
    await user.type(screen.getByLabelText(/Authenticator code/), TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    await waitFor(() => expect(location()).toBe('/admin'));
  });
});
