import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppPages } from './app';
import { AppProvider } from './provider';
import { preloadPage } from './router';

vi.setConfig({ testTimeout: 30_000 });

// The terms page's code arrives when the test says so; the FAQ page fails to render.
const terms = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./routes/terms', async () => {
  await terms.arrived;
  return { default: () => <h1>General terms, as loaded</h1> };
});
vi.mock('./routes/faq', () => ({
  default: function BrokenFaq(): never {
    throw Object.assign(new Error('Cannot read the questions'), { status: 503 });
  },
}));

/**
 * The whole app at `path`, with a way to move to another page from outside it. Rendered in an
 * awaited `act`, as a first render that waits for its page's code must be for React to finish it.
 */
async function renderApp(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  const router: { navigate?: NavigateFunction } = {};
  function Navigator() {
    const navigate = useNavigate();
    useEffect(() => void (router.navigate = navigate), [navigate]);
    return null;
  }
  await act(async () => {
    render(
      <AppProvider>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <Navigator />
          <AppPages />
        </MemoryRouter>
      </AppProvider>,
    );
  });
  return (to: string) => act(() => void router.navigate?.(to));
}

describe('the app between its pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the current page on screen with a progress bar until the next page's code has loaded", async () => {
    const navigate = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await navigate('/terms');
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();

    terms.arrive();
    expect(await screen.findByRole('heading', { name: 'General terms, as loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose Your Travel eSIM' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('opens the next page at its top once it shows, and leaves the scrolling alone for a new query', async () => {
    terms.arrive();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigate = await renderApp('/');
    expect(scrollTo).not.toHaveBeenCalled();

    await navigate('/terms');
    expect(await screen.findByRole('heading', { name: 'General terms, as loaded' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    await navigate('/terms?section=refunds');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("renders a preloaded page at once: a hydrated page's first render is the page itself", async () => {
    terms.arrive();
    await preloadPage('/terms');
    await renderApp('/terms');
    expect(screen.getByRole('heading', { name: 'General terms, as loaded' })).toBeInTheDocument();
  });

  it('shows the fallback page with the status and message of what failed, and leaves it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = await renderApp('/faq');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Cannot read the questions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    await navigate('/');
    expect(await screen.findByRole('heading', { name: 'Choose Your Travel eSIM' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
