import { screen, within } from '@testing-library/react';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { addUser, db } from '@/testing/mocks/db';
import { renderWithProviders } from '@/testing/render';
import { BusinessPage } from './business-page';

vi.setConfig({ testTimeout: 20_000 });

describe('/business', () => {
  it('shows a business user their business, its brand and its users', async () => {
    const admin = addUser({ email: 'boss@acme.example', fullName: 'Boss', accountType: 'business-admin' });
    addUser({
      email: 'staff@acme.example',
      fullName: 'Staff',
      accountType: 'business-user',
      businessId: admin.id,
    });
    addUser({ email: 'outsider@example.com', accountType: 'business-user', businessId: 'another' });
    db.businesses.set(admin.id, {
      name: 'Acme Travel',
      logoUrl: 'https://cdn.example/acme.png',
      primaryColor: '#2e75b6',
      secondaryColor: '#ff7846',
    });
    renderWithProviders(<BusinessPage />, {
      auth: createFakeAuthClient({ signedInAs: 'staff@acme.example' }),
    });

    expect(await screen.findByRole('heading', { name: 'Acme Travel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Travel logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/acme.png',
    );
    expect(screen.getByText('#2e75b6')).toBeInTheDocument();
    expect(screen.getByText('#ff7846')).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByText('boss@acme.example')).toBeInTheDocument();
    expect(within(users).getByText('staff@acme.example')).toBeInTheDocument();
    expect(within(users).queryByText('outsider@example.com')).not.toBeInTheDocument();
  });
});
