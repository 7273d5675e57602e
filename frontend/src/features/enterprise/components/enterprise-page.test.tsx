import { screen, within } from '@testing-library/react';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { db } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { EnterprisePage } from './enterprise-page';

vi.setConfig({ testTimeout: 20_000 });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const CHOICES = [
  'I want to resell eSIMs',
  'I want a white-label eSIM solution',
  'I want to become an affiliate',
  'I want more information',
  'I want to talk to sales',
];

describe('/enterprise', () => {
  it('shows the four feature cards, the API teaser and a Dashboard Login to /login', () => {
    renderWithProviders(<EnterprisePage brandName="Roamly" />);
    for (const title of ['Bulk Management', 'API Integration', 'Custom Branding', '24/7 Support']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'API Documentation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard Login' })).toHaveAttribute('href', '/login');
  });

  it("Get Demo asks 'How can we help you?' with five choices, then sends the form and confirms", async () => {
    const { user } = renderWithProviders(<EnterprisePage brandName="Roamly" />);
    await user.click(screen.getAllByRole('button', { name: 'Get Demo' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'How can we help you?' });
    const choices = within(dialog).getByRole('group', { name: 'Choose one' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(CHOICES);
    await user.click(within(choices).getByRole('button', { name: 'I want to become an affiliate' }));
    await user.type(field('Name'), 'Grace Hopper');
    await user.type(field('Email'), 'Grace@Fleet.example');
    await user.type(field('Company'), 'Fleet Travel');
    await user.type(field('Message'), 'Travel blog with 50k readers.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request Submitted')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your interest! Our team will get back to you shortly.'),
    ).toBeInTheDocument();
    expect(db.leads).toEqual([
      {
        interest: 'affiliate',
        name: 'Grace Hopper',
        email: 'grace@fleet.example',
        company: 'Fleet Travel',
        message: 'Travel blog with 50k readers.',
      },
    ]);
  });

  it('needs a name and an e-mail and sends nothing without them', async () => {
    const { user } = renderWithProviders(<EnterprisePage brandName="Roamly" />);
    await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
    await screen.findByRole('dialog', { name: 'How can we help you?' });
    expect(screen.getByText('I want to talk to sales')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(db.leads).toHaveLength(0);
  });

  it('keeps the form and says so when the server refuses (too many requests)', async () => {
    server.use(
      fakeRoute('create-enterprise-lead', () =>
        apiError(429, 'too_many_requests', 'Too many requests. Please try again later.'),
      ),
    );
    const { user } = renderWithProviders(<EnterprisePage brandName="Roamly" />);
    await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Ann');
    await user.type(field('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ann');
  });
});
