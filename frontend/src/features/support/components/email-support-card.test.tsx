import { act, screen } from '@testing-library/react';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { renderWithProviders } from '@/testing/render';
import { EmailSupportCard } from './email-support-card';

vi.setConfig({ testTimeout: 20_000 });

function stubContact(status: number, json: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('/api/support/contact');
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('email support card', () => {
  it('links to the support mailbox the shop is configured with', async () => {
    stubContact(200, { email: 'help@skyroam.example' });
    renderWithProviders(<EmailSupportCard />);
    expect(await screen.findByRole('link', { name: 'help@skyroam.example' })).toHaveAttribute(
      'href',
      'mailto:help@skyroam.example',
    );
  });

  it('shows the brand’s own support address as soon as an admin saves one', async () => {
    stubContact(200, { email: 'support@roamly.example' });
    const { brandStore } = renderWithProviders(<EmailSupportCard />);
    expect(await screen.findByRole('link', { name: 'support@roamly.example' })).toBeInTheDocument();

    act(() =>
      brandStore.set({ ...DEFAULT_BRAND, name: 'Festival Roam', supportEmail: 'help@festival.example' }),
    );

    expect(screen.getByRole('link', { name: 'help@festival.example' })).toHaveAttribute(
      'href',
      'mailto:help@festival.example',
    );
    expect(screen.queryByText('support@roamly.example')).not.toBeInTheDocument();
  });

  it('points to the form, never at a made-up address, when the address cannot be loaded', async () => {
    stubContact(500, { error: { code: 'internal_error', message: 'An unexpected error occurred.' } });
    renderWithProviders(<EmailSupportCard />);
    expect(await screen.findByText('Please use the form below to write to us.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
