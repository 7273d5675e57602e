import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { toaster } from './toaster';

describe('toaster', () => {
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
