import { screen, waitFor, within } from '@testing-library/react';
import { TOTP_TEXTS } from '@/components/two-factor/totp-enrolment';
import { TOTP_CODE, TOTP_SECRET, createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser, db } from '@/testing/mocks/db';
import { renderWithProviders } from '@/testing/render';
import { AccountPage } from './account-page';
import { TWO_FACTOR_TEXTS } from './two-factor-section';

vi.setConfig({ testTimeout: 30_000 });

const EMAIL = 'ada@example.com';

function renderProfile() {
  addUser({ email: EMAIL, fullName: 'Ada Lovelace', password: 'Old-pass-1' });
  const auth = createFakeAuthClient({ signedInAs: EMAIL });
  const { user } = renderWithProviders(<AccountPage />, { route: '/account?tab=profile', auth });
  return { user, auth };
}

const section = () => screen.findByRole('region', { name: 'Two-factor authentication' });

describe('two-factor authentication on /account', () => {
  it('sets up an authenticator app: QR code, setup key, and a first code that must match', async () => {
    const { user, auth } = renderProfile();
    const card = await section();
    expect(await within(card).findByText(TWO_FACTOR_TEXTS.off)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: TOTP_TEXTS.start }));
    const qr = await within(card).findByRole('img', { name: 'QR code for your authenticator app' });
    const svg = decodeURIComponent(qr.getAttribute('src') ?? '');
    expect(svg).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    expect(within(card).getByLabelText('Setup key')).toHaveTextContent(TOTP_SECRET);

    const code = within(card).getByLabelText(/Code from your authenticator app/);
    await user.type(code, '12345');
    await user.click(within(card).getByRole('button', { name: 'Verify and Turn On' }));
    expect(await within(card).findByText(/6-digit code/)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(within(card).getByRole('button', { name: 'Verify and Turn On' }));
    expect(await within(card).findByText(TOTP_TEXTS.mismatch)).toBeInTheDocument();
    expect(db.users.get(EMAIL)?.totp).not.toBe(true);

    await user.clear(code);
    await user.type(code, TOTP_CODE);
    await user.click(within(card).getByRole('button', { name: 'Verify and Turn On' }));
    expect(await within(card).findByText(TWO_FACTOR_TEXTS.on)).toBeInTheDocument();
    expect(db.users.get(EMAIL)?.totp).toBe(true);

    // From now on the identity provider asks this account for a code at sign-in.
    await auth.signOut();
    expect(await auth.signIn(EMAIL, 'Old-pass-1')).toEqual({ done: false, challenge: 'totp' });
  });

  it('removes the authenticator app: the password alone signs in again', async () => {
    const { user, auth } = renderProfile();
    db.users.get(EMAIL)!.totp = true;
    const card = await section();
    await user.click(await within(card).findByRole('button', { name: 'Remove Two-Factor Authentication' }));
    expect(await within(card).findByText(TWO_FACTOR_TEXTS.off)).toBeInTheDocument();
    await waitFor(() => expect(db.users.get(EMAIL)?.totp).toBe(false));
    await auth.signOut();
    expect(await auth.signIn(EMAIL, 'Old-pass-1')).toMatchObject({ done: true });
  });
});
