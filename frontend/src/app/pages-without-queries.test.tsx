import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loadedQueryClient } from '@/lib/app-query-client';
import { AppPages } from './app';
import { AppProvider } from './provider';

vi.setConfig({ testTimeout: 30_000 });

describe('the pages that ask no query, without TanStack Query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs home, its planner and cart, the FAQ, the terms and the 404 page with no query client, and makes one for the next page that needs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const user = userEvent.setup();
    const router: { navigate?: NavigateFunction } = {};
    function Navigator() {
      const navigateTo = useNavigate();
      useEffect(() => void (router.navigate = navigateTo), [navigateTo]);
      return null;
    }
    const navigate = (to: string) => act(() => void router.navigate?.(to));
    render(
      <AppProvider>
        <MemoryRouter>
          <Navigator />
          <AppPages />
        </MemoryRouter>
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^North America \d+ countries$/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'When do you arrive?' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    // A click that shows a page loaded on demand is awaited in `act`, so that React renders it once loaded.
    await act(() => user.click(within(footer).getByRole('link', { name: 'FAQ' })));
    expect(await screen.findByRole('heading', { level: 1, name: /Installation Guide/i })).toBeInTheDocument();
    await act(() => user.click(within(footer).getByRole('link', { name: 'Terms' })));
    expect(await screen.findByRole('heading', { level: 1, name: /Terms/i })).toBeInTheDocument();
    await navigate('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open cart, empty' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(loadedQueryClient()).toBeUndefined();

    // The status checker's lookups go through the query client: it is there when the page shows.
    await act(() => user.click(screen.getAllByRole('link', { name: 'eSIM Status' })[0]!));
    expect(await screen.findByRole('heading', { level: 1, name: /eSIM Status/i })).toBeInTheDocument();
    expect(loadedQueryClient()).toBeDefined();
  });
});
