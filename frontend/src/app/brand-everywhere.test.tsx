import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_BRAND, type BrandSettings } from '@shared/brand/brand';
import { system } from '@/config/theme';
import { AppProvider } from './provider';
import { AppPages } from './app';

vi.setConfig({ testTimeout: 30_000 });

const festival: BrandSettings = {
  ...DEFAULT_BRAND,
  name: 'Festival Roam',
  fullName: 'Festival Roam Connectivity',
  tagline: 'Online from the first beat',
  heroText: 'Data for every stage you travel to',
  logoUrl: 'https://cdn.example/festival-logo.png',
  colors: {
    primary: '#ffd700',
    primaryLight: '#fff51e',
    primaryDark: '#e1b900',
    secondary: '#ff7846',
    background: '#fdf6e3',
  },
};

/** The whole app at `/`, with GET /api/brand answering the brand an admin saved. */
function openHome(brand: BrandSettings) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/brand'
        ? new Response(JSON.stringify(brand), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
  render(
    <AppProvider>
      <MemoryRouter>
        <AppPages />
      </MemoryRouter>
    </AppProvider>,
  );
}

/** The CSS value behind a colour token, from Chakra's token table (jsdom does not resolve `var()`). */
function tokenVariable(token: string): string | undefined {
  return system.tokens.getByName(`colors.${token}`)?.value;
}

describe('the brand applied to the whole shop', () => {
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg">');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('style');
    document.head.querySelector('link[rel="icon"]')?.remove();
  });

  it('shows the logo in the header, and the name, tagline and hero text on home', async () => {
    openHome(festival);

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('img', { name: 'Festival Roam' })).toHaveAttribute(
      'src',
      festival.logoUrl,
    );
    const hero = screen.getByRole('region', { name: 'Festival Roam' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Festival Roam');
    expect(within(hero).getByText('Online from the first beat')).toBeInTheDocument();
    expect(within(hero).getByText('DANCE. MUSIC. LIFESTYLE. CONNECTION')).toBeInTheDocument();
    expect(within(hero).getByText('Data for every stage you travel to')).toBeInTheDocument();
  });

  it('titles the document with the brand and makes the logo its favicon', async () => {
    openHome(festival);

    await waitFor(() => expect(document.title).toBe('Festival Roam Connectivity'));
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', festival.logoUrl);
  });

  it('paints the primary button with the brand colour, with legible text on it', async () => {
    openHome(festival);

    const root = document.documentElement.style;
    await waitFor(() => expect(root.getPropertyValue('--brand-primary')).toBe('#ffd700'));
    expect(root.getPropertyValue('--brand-secondary')).toBe('#ff7846');
    expect(root.getPropertyValue('--brand-background')).toBe('#fdf6e3');
    expect(root.getPropertyValue('--brand-on-primary')).toBe('#111111');

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    const palette = getComputedStyle(continueButton);
    expect(palette.getPropertyValue('--chakra-colors-color-palette-solid')).toBe(
      'var(--chakra-colors-brand-solid)',
    );
    expect(palette.getPropertyValue('--chakra-colors-color-palette-contrast')).toBe(
      'var(--chakra-colors-brand-contrast)',
    );
    expect(tokenVariable('brand.solid')).toBe('var(--brand-primary)');
    expect(tokenVariable('brand.contrast')).toBe('var(--brand-on-primary)');
  });

  it('shows the default brand without a logo: name in the header, shipped favicon', async () => {
    openHome(DEFAULT_BRAND);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: `${DEFAULT_BRAND.name} home` })).toHaveTextContent(
      DEFAULT_BRAND.name,
    );
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByText(DEFAULT_BRAND.tagline)).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });
});
