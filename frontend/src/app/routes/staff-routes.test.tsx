import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { STAFF_PAGES } from '@/config/staff-pages';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser } from '@/testing/mocks/db';
import { renderWithProviders } from '@/testing/render';
import ApiTestRoute from './api-test';
import EmailTestRoute from './email-test';
import MailchimpApiRoute from './mailchimp-api';
import OrderApiFlowRoute from './order-api-flow';
import OrderTestRoute from './order-test';

vi.setConfig({ testTimeout: 20_000 });

const STAFF_ROUTES: [string, ComponentType, string][] = [
  ['/api-test', ApiTestRoute, 'API Testing Console'],
  ['/order-test', OrderTestRoute, 'Order Test'],
  ['/order-api-flow', OrderApiFlowRoute, 'Order API Flow'],
  ['/mailchimp-api', MailchimpApiRoute, 'ICCID Reminder Email'],
  ['/emailtest', EmailTestRoute, 'Email Test'],
];

/** The page at its path, and a stand-in for /login so that a redirect ends there. */
const atPath = (Page: ComponentType) => (
  <Routes>
    <Route path="/login" element={<p>Sign in</p>} />
    <Route path="*" element={<Page />} />
  </Routes>
);

describe('the staff pages', () => {
  it('are listed for the admin console with a label each', () => {
    expect(STAFF_PAGES.map((page) => page.path)).toEqual([
      '/api-test',
      '/order-test',
      '/mailchimp-api',
      '/emailtest',
    ]);
  });

  it.each(STAFF_ROUTES)(
    '%s sends a visitor without a session to /login, with the way back',
    async (path, Page) => {
      renderWithProviders(atPath(Page), { route: path });
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          `/login?redirectTo=${encodeURIComponent(path)}`,
        ),
      );
    },
  );

  it.each(STAFF_ROUTES)('%s sends a signed-in traveller to /login', async (path, Page) => {
    addUser({ email: 'ada@example.com' });
    renderWithProviders(atPath(Page), {
      route: path,
      auth: createFakeAuthClient({ signedInAs: 'ada@example.com' }),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it.each(STAFF_ROUTES)('%s opens for an own-admin', async (path, Page, title) => {
    addUser({ email: 'ops@example.com', accountType: 'own-admin' });
    renderWithProviders(atPath(Page), {
      route: path,
      auth: createFakeAuthClient({ signedInAs: 'ops@example.com' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
