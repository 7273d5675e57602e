import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser } from '@/testing/mocks/db';
import { renderWithProviders } from '@/testing/render';
import { RequireAccount } from './require-account';

const location = () => screen.getByTestId('location').textContent;

function Pages() {
  return (
    <Routes>
      <Route
        path="/account"
        element={
          <RequireAccount fallback={<p>Loading account...</p>}>
            <p>account page</p>
          </RequireAccount>
        }
      />
      <Route
        path="/admin"
        element={
          <RequireAccount types={['own-admin']}>
            <p>admin page</p>
          </RequireAccount>
        }
      />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>
  );
}

describe('RequireAccount', () => {
  it('sends a visitor to /login, keeping where they were going', async () => {
    renderWithProviders(<Pages />, { route: '/account?tab=profile' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location()).toBe('/login?redirectTo=%2Faccount%3Ftab%3Dprofile');
  });

  it('shows its fallback while a stored session is restored, then the page', async () => {
    addUser({ email: 'ada@example.com' });
    renderWithProviders(<Pages />, {
      route: '/account',
      auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
    });
    expect(screen.getByText('Loading account...')).toBeInTheDocument();
    expect(await screen.findByText('account page')).toBeInTheDocument();
  });

  it('lets an own-admin into /admin', async () => {
    addUser({ email: 'admin@example.com', accountType: 'own-admin' });
    renderWithProviders(<Pages />, {
      route: '/admin',
      auth: createFakeAuthClient({ signedInAs: 'admin@example.com' }),
    });
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });

  it.each(['own-user', 'business-admin', 'business-user'] as const)(
    'sends a signed-in %s away from /admin to /login, without a way back',
    async (accountType) => {
      addUser({ email: 'ada@example.com', accountType });
      renderWithProviders(<Pages />, {
        route: '/admin',
        auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
      });
      await waitFor(() => expect(location()).toBe('/login'));
      expect(screen.queryByText('admin page')).not.toBeInTheDocument();
    },
  );
});
