import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { system } from '../theme';
import { BrandColours } from './brand-colours';
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

function renderBrand() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrandColours />
        <BrandLogo />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('brand settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('style');
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
    expect(document.title).toBe('Festival Roam Connectivity');
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

  it('shows the logo instead of the name when one is configured', async () => {
    const withLogo = { ...configured, logoUrl: 'https://cdn.example/logo.png' };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(withLogo), { status: 200 })),
    );

    renderBrand();

    expect(await screen.findByRole('img', { name: 'Festival Roam' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
  });
});
