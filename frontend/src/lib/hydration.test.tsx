import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beginHydration, endHydration, useHydrated } from './hydration';

/** Shows and records what `useHydrated` said in each of its renders. */
function probe() {
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'stored cart' : 'empty cart'}</p>;
  }
  return { Probe, seen };
}

afterEach(() => endHydration());

describe('useHydrated', () => {
  it('matches the page rendered at build time while hydrating, then shows what only the browser knows', async () => {
    beginHydration();
    const build = probe();
    const html = renderToString(<build.Probe />);
    expect(html).toContain('empty cart');

    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    const browser = probe();
    await act(async () => {
      hydrateRoot(container, <browser.Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(browser.seen[0]).toBe(false);
    expect(container.textContent).toBe('stored cart');
  });

  it('is true from the first render once the hydration is over, and in an app rendered in the browser alone', async () => {
    beginHydration();
    endHydration();
    const later = probe();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<later.Probe />));
    expect(later.seen.every(Boolean)).toBe(true);
    expect(container.textContent).toBe('stored cart');
    root.unmount();
  });
});
