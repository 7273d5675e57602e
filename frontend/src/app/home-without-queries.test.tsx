import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadedQueryClient } from '@/lib/app-query-client';
import { AppPages } from './app';
import { AppProvider } from './provider';

vi.setConfig({ testTimeout: 30_000 });

describe('home without TanStack Query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the first step of the planner with no query client, and makes one for the next page that needs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const user = userEvent.setup();
    render(
      <AppProvider>
        <MemoryRouter>
          <AppPages />
        </MemoryRouter>
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^North America \d+ countries$/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'When do you arrive?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open cart, empty' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(loadedQueryClient()).toBeUndefined();

    // The status checker's lookups go through the query client: it is there when the page shows.
    await user.click(screen.getAllByRole('link', { name: 'eSIM Status' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /eSIM Status/i })).toBeInTheDocument();
    expect(loadedQueryClient()).toBeDefined();
  });
});
