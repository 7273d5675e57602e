import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { esimStatus } from '@/testing/esims';
import { fakeRoute } from '@/testing/mocks/contract';
import { addUser, db } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { AccountPage } from './account-page';

vi.setConfig({ testTimeout: 30_000 });

const FIRST = '8944500000000000001';
const SECOND = '8944500000000000002';

function renderAccount(route = '/account') {
  addUser({
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    iccids: [FIRST, SECOND],
    password: 'Old-pass-1',
  });
  return renderWithProviders(<AccountPage />, {
    route,
    auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
  });
}

describe('/account', () => {
  it('shows Your Account with its four tabs, Overview first', async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Your Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Services',
      'Features',
      'Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists each eSIM with status, remaining data, usage and countdown, and one the provider could not read', async () => {
    db.esims.set(FIRST, esimStatus({ iccid: FIRST, remainingMb: 250, percentUsed: 95 }));
    renderAccount();

    const first = await screen.findByRole('region', { name: 'eSIM 1' });
    expect(within(first).getByText(`ICCID ${FIRST}`)).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByTestId('remaining-data')).toHaveTextContent('250 MB');
    expect(within(first).getByTestId('remaining-data')).toHaveAttribute('data-colour', 'yellow');
    expect(within(first).getByText('95%')).toBeInTheDocument();
    expect(within(first).getByTestId('expiry-countdown')).toHaveTextContent(/^2d 23h 59m \d+s$/);
    expect(within(first).getByRole('link', { name: /Top-ups, activation code and QR/ })).toHaveAttribute(
      'href',
      `/esim-status?iccid=${FIRST}`,
    );

    const second = screen.getByRole('region', { name: 'eSIM 2' });
    expect(within(second).getByText(/cannot be read right now/)).toBeInTheDocument();
  });

  it("offers 'Top up this eSIM' on an eSIM's card, for the signed-in e-mail", async () => {
    db.esims.set(FIRST, esimStatus({ iccid: FIRST }));
    const asked: unknown[] = [];
    server.use(
      fakeRoute('list-top-up-offers', ({ body }) => {
        asked.push(body);
        return {
          json: {
            iccid: FIRST,
            zone: 'Europe',
            offers: [
              {
                bundleId: '01032_5',
                name: 'Europe 1GB',
                zone: 'Europe',
                size: '1GB',
                validityDays: 7,
                priceCents: 277,
              },
            ],
          },
        };
      }),
    );
    const { user } = renderAccount();
    const first = await screen.findByRole('region', { name: 'eSIM 1' });
    await user.click(within(first).getByRole('button', { name: 'Top up this eSIM' }));
    expect(await screen.findByRole('radio', { name: '1GB for 7 days – €2.77' })).toBeChecked();
    expect(asked).toEqual([{ email: 'ada@example.com', iccid: FIRST }]);
  });

  it('keeps an eSIM bought with the e-mail by someone signed out apart, and adds it after a mailed code', async () => {
    const BOUGHT_SIGNED_OUT = '8944500000000000003';
    db.esims.set(BOUGHT_SIGNED_OUT, esimStatus({ iccid: BOUGHT_SIGNED_OUT }));
    const { user } = renderAccount();
    db.users.get('ada@example.com')!.unclaimedIccids = [BOUGHT_SIGNED_OUT];

    const notice = await screen.findByRole('region', { name: 'Bought with your email, not in your account' });
    expect(notice).toHaveTextContent('Someone bought an eSIM with ada@example.com without signing in');
    expect(screen.getAllByRole('region', { name: /^eSIM \d$/ })).toHaveLength(2);
    expect(screen.queryByText(`ICCID ${BOUGHT_SIGNED_OUT}`)).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Add to my account' }));
    expect(within(notice).getByLabelText(/Email Address/)).toHaveValue('ada@example.com');
    await user.click(within(notice).getByRole('button', { name: 'Send code' }));
    await user.type(await within(notice).findByLabelText(/Verification code/), db.mailbox.at(-1)!.code);
    await user.click(within(notice).getByRole('button', { name: 'Verify code' }));

    const third = await screen.findByRole('region', { name: 'eSIM 3' });
    expect(within(third).getByText(`ICCID ${BOUGHT_SIGNED_OUT}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Bought with your email, not in your account' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('lists the orders newest first with a link to each success page', async () => {
    db.orders.push(
      {
        email: 'ada@example.com',
        reference: 'roamly_order_1_01032_3_user-1',
        createdAt: '2026-10-01T09:00:00.000Z',
        status: 'completed',
        bundleName: 'Europe 5GB',
        zone: 'Europe',
        totalCents: 1661,
        delivered: true,
      },
      {
        email: 'ada@example.com',
        reference: 'roamly_order_2_01038_1_user-1',
        createdAt: '2026-11-01T09:00:00.000Z',
        status: 'error',
        bundleName: 'North America 10GB',
        zone: 'North America',
        totalCents: 3000,
        delivered: false,
      },
      {
        email: 'someone-else@example.com',
        reference: 'roamly_order_3_01038_1_user-2',
        createdAt: '2026-11-02T09:00:00.000Z',
        status: 'completed',
        bundleName: 'Not Ada’s',
        zone: 'Europe',
        totalCents: 100,
        delivered: true,
      },
    );
    renderAccount();

    const orders = await screen.findByRole('region', { name: 'Your Orders' });
    const rows = await within(orders).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'North America 10GB',
      'Europe 5GB',
    ]);
    expect(within(rows[1]!).getByText('Needs attention')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('€16.61')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/success?reference=roamly_order_1_01032_3_user-1',
    );
  });

  it('has a card per order for narrow screens, with the bundle, date, status, total and link', async () => {
    db.orders.push({
      email: 'ada@example.com',
      reference: 'roamly_order_1_01121_5_user-1',
      createdAt: '2026-10-01T09:00:00.000Z',
      status: 'completed',
      bundleName: 'Central and South America 20GB',
      zone: 'Central and South America',
      totalCents: 1661,
      delivered: true,
    });
    renderAccount();

    const cards = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByText('Central and South America 20GB')).toBeInTheDocument();
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('€16.61')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View order/ })).toHaveAttribute(
      'href',
      '/success?reference=roamly_order_1_01121_5_user-1',
    );
  });

  it('offers the next steps on Services and what the account gives on Features', async () => {
    const { user } = renderAccount('/account?tab=services');
    expect(await screen.findByRole('link', { name: 'Find a bundle' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Check status' })).toHaveAttribute('href', '/esim-status');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    expect(await screen.findByText(/Usage analytics/)).toBeInTheDocument();
  });

  it('changes the name on Profile', async () => {
    const { user } = renderAccount('/account?tab=profile');
    const form = await screen.findByRole('form', { name: 'Change name' });
    const name = within(form).getByLabelText(/Full Name/);
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save Name' }));
    expect(await within(form).findByText('Please enter your full name')).toBeInTheDocument();

    await user.type(name, 'Ada King');
    await user.click(within(form).getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Name updated')).toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.fullName).toBe('Ada King');
    await waitFor(() => expect(screen.getByText('Signed in as Ada King')).toBeInTheDocument());
  });

  it('changes the password on Profile, refusing a wrong current password', async () => {
    const { user } = renderAccount('/account?tab=profile');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/Current Password/), 'Wrong-pass-1');
    await user.type(within(form).getByLabelText(/^New Password/), 'New-pass-22');
    await user.type(within(form).getByLabelText(/Confirm New Password/), 'New-pass-22');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.password).toBe('Old-pass-1');

    await user.clear(within(form).getByLabelText(/Current Password/));
    await user.type(within(form).getByLabelText(/Current Password/), 'Old-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(db.users.get('ada@example.com')?.password).toBe('New-pass-22');
  });
});
