import { screen, waitFor, within } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES } from '@shared/api/two-factor.schema';
import { TOTP_TEXTS } from '@/components/two-factor/totp-enrolment';
import { TOTP_CODE, createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser, db } from '@/testing/mocks/db';
import { renderWithProviders } from '@/testing/render';
import { AdminManagement } from './admin-management';
import { AdminPage } from './admin-page';
import { ADMIN_TOTP_TEXTS } from './two-factor-gate';

vi.setConfig({ testTimeout: 30_000 });

const ADMIN = 'ops@example.com';

function renderAdmin(ui: React.ReactElement, route = '/admin') {
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  return renderWithProviders(ui, { route, auth: createFakeAuthClient({ signedInAs: ADMIN }) });
}

describe("the admin console's two-factor requirement", () => {
  it('asks an admin without an authenticator app to set one up, then opens the console', async () => {
    db.adminTotpRequired = true;
    const { user } = renderAdmin(<AdminPage />);
    const card = await screen.findByRole('region', { name: ADMIN_TOTP_TEXTS.title });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: TOTP_TEXTS.start }));
    await user.type(await within(card).findByLabelText(/Code from your authenticator app/), TOTP_CODE);
    await user.click(within(card).getByRole('button', { name: 'Verify and Turn On' }));
    expect(await screen.findByRole('tab', { name: 'Admin Management' })).toBeInTheDocument();
    expect(db.users.get(ADMIN)?.totp).toBe(true);
  });

  it('opens the console at once where the stage does not require it', async () => {
    renderAdmin(<AdminPage />);
    expect(await screen.findByRole('tab', { name: 'Admin Management' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ADMIN_TOTP_TEXTS.title })).not.toBeInTheDocument();
  });
});

describe('Reset Two-Factor in Admin Management', () => {
  it("turns off another admin's authenticator app, and refuses one's own with the server's reason", async () => {
    addUser({ email: 'lost@example.com', accountType: 'own-admin', password: 'Lost-pass-1', totp: true });
    const { user } = renderAdmin(<AdminManagement />, '/admin?tab=admins');
    const form = await screen.findByRole('form', { name: 'Reset two-factor authentication' });
    const email = within(form).getByLabelText(/Admin's email/);

    await user.type(email, 'lost@example.com');
    await user.click(within(form).getByRole('button', { name: 'Reset Two-Factor' }));
    await waitFor(() => expect(db.totpResets).toEqual([{ by: ADMIN, email: 'lost@example.com' }]));
    expect(db.users.get('lost@example.com')?.totp).toBe(false);
    expect(await screen.findByText('Two-factor authentication reset')).toBeInTheDocument();

    await user.type(email, ADMIN);
    await user.click(within(form).getByRole('button', { name: 'Reset Two-Factor' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.notForYourself)).toBeInTheDocument();
    expect(db.totpResets).toHaveLength(1);
  });
});
