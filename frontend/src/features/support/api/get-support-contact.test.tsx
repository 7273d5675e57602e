import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { SUPPORT_ROUTES } from '@shared/api/support.routes';
import { EmailSupportCard } from '../components/email-support-card';
import { DEFAULT_BRAND } from '@shared/brand/brand';
import { BrandStore, BrandStoreContext } from '@/lib/brand-store';
import { fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { EMBEDDED_SUPPORT_CONTACT_ID, SUPPORT_CONTACT_PATH } from './get-support-contact';

/** Counts the loads of the API contract (the zod schemas), which an unchanged address must not need. */
const contractLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/api-contract', async (importOriginal) => {
  contractLoads.count += 1;
  return importOriginal();
});

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => document.getElementById(EMBEDDED_SUPPORT_CONTACT_ID)?.remove());

/** The support card, as /support renders it, reading `queryClient`. */
function renderCard(queryClient: QueryClient) {
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        {/* A brand without a support e-mail of its own: the card shows the API's address. */}
        <BrandStoreContext value={new BrandStore(DEFAULT_BRAND)}>
          <EmailSupportCard />
        </BrandStoreContext>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** The card on a page built with `built` as the support address, the API answering `current`. */
function renderBuiltWith(built: string, current: string) {
  const asked = vi.fn();
  server.use(
    fakeRoute('get-support-contact', () => {
      asked();
      return { json: { email: current } };
    }),
  );
  // As the build embeds it in the page.
  const embedded = document.createElement('script');
  embedded.id = EMBEDDED_SUPPORT_CONTACT_ID;
  embedded.type = 'application/json';
  embedded.textContent = JSON.stringify({ email: built });
  document.head.append(embedded);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderCard(queryClient);
  return { asked, queryClient };
}

describe('the support address a page was built with', () => {
  // First: the module counter sees the contract's first load in this file.
  it('is shown from the first render, checked once with the API, without loading any schema', async () => {
    const { asked } = renderBuiltWith('help@roam.example', 'help@roam.example');
    // No skeleton first: the prerendered HTML showed the address, and hydration shows the same.
    expect(screen.getByRole('link', { name: 'help@roam.example' })).toHaveAttribute(
      'href',
      'mailto:help@roam.example',
    );
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'help@roam.example' })).toBeInTheDocument();
    expect(contractLoads.count).toBe(0);
  });

  it("gives way to the API's address when a deploy changed it after the build", async () => {
    const { asked } = renderBuiltWith('help@roam.example', 'care@roam.example');
    expect(await screen.findByRole('link', { name: 'care@roam.example' })).toHaveAttribute(
      'href',
      'mailto:care@roam.example',
    );
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'help@roam.example' })).not.toBeInTheDocument();
  });

  it('once answered, is not asked for again on the next visit to the page', async () => {
    const { asked, queryClient } = renderBuiltWith('help@roam.example', 'help@roam.example');
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    renderCard(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is asked for at the path the contract declares', () => {
    expect(SUPPORT_ROUTES['get-support-contact'].path).toBe(SUPPORT_CONTACT_PATH);
  });
});
