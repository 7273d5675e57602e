import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { toaster } from './toaster';

/** Counts the loads of the toast renderer, which a visit without toasts must not need. */
const viewLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./toaster-view', async (importOriginal) => {
  viewLoads.count += 1;
  return importOriginal();
});

describe('toaster', () => {
  // First: the module counter sees the renderer's first load in this file.
  it('loads its renderer with the first toast, not with the page', async () => {
    renderWithProviders(<p>page</p>);
    expect(await screen.findByText('page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(viewLoads.count).toBe(0);

    act(() => {
      toaster.info({ title: 'Link copied' });
    });
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(viewLoads.count).toBe(1);
  });

  it('shows one toast at a time: a new one replaces the previous', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toaster.create({ title: 'Added to cart', type: 'success' });
    });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();

    act(() => {
      toaster.error({ title: 'Copy Failed' });
    });
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });
});
