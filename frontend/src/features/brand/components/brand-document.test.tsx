import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { system } from '@/config/theme';
import { BrandStore, BrandStoreContext } from '@/lib/brand-store';
import { BrandDocument } from './brand-document';
import { BrandLogo } from './brand-logo';

const configured = {
  ...DEFAULT_BRAND,
  name: 'Festival Roam',
  fullName: 'Festival Roam Connectivity',
  colors: {
    primary: '#112233',
    primaryLight: '#2f4051',
    primaryDark: '#000415',
    secondary: '#ff7846',
    background: '#f9f9f9',
  },
};

/** The brand as the app shell starts it: the default brand until GET /api/brand answers. */
function renderBrand() {
  return render(
    <ChakraProvider value={system}>
      <BrandStoreContext value={new BrandStore()}>
        <BrandDocument />
        <BrandLogo />
      </BrandStoreContext>
    </ChakraProvider>,
  );
}

const serveBrand = (brand: typeof configured) =>
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(brand), { status: 200 })));

describe('brand settings', () => {
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg">');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('style');
    document.head.querySelector('link[rel="icon"]')?.remove();
  });

  it('applies the colours, name and title from GET /api/brand', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(configured), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    renderBrand();

    expect(await screen.findByText('Festival Roam')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/brand', expect.objectContaining({ method: 'GET' }));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(style.getPropertyValue('--brand-secondary')).toBe('#ff7846');
    expect(style.getPropertyValue('--brand-background')).toBe('#f9f9f9');
    expect(style.getPropertyValue('--brand-on-primary')).toBe('#ffffff');
    expect(document.title).toBe('Festival Roam Connectivity');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });

  it('gives a light primary dark text, so labels on brand buttons stay legible', async () => {
    serveBrand({ ...configured, colors: { ...configured.colors, primary: '#ffd700', secondary: '#fff3b0' } });

    renderBrand();

    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#ffd700'),
    );
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-on-primary')).toBe('#111111');
    expect(style.getPropertyValue('--brand-on-secondary')).toBe('#111111');
  });

  it('keeps the default brand when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    renderBrand();

    expect(screen.getByText(DEFAULT_BRAND.name)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe(
        DEFAULT_BRAND.colors.primary,
      ),
    );
  });

  it('shows the logo instead of the name, also as the favicon, when one is configured', async () => {
    serveBrand({ ...configured, logoUrl: 'https://cdn.example/logo.png' });

    const { unmount } = renderBrand();

    expect(await screen.findByRole('img', { name: 'Festival Roam' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    const favicon = document.head.querySelector('link[rel="icon"]');
    expect(favicon).toHaveAttribute('href', 'https://cdn.example/logo.png');
    unmount();
    expect(favicon).toHaveAttribute('href', '/favicon.svg');
  });
});
