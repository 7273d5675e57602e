import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the value and says Copied for 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<CopyButton value="8988228066612345678" label="ICCID" />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Copy ICCID' }));

    expect(writeText).toHaveBeenCalledWith('8988228066612345678');
    expect(screen.getByRole('button', { name: 'Copy ICCID' })).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('button', { name: 'Copy ICCID' })).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy ICCID' })).toHaveTextContent('Copy');
  });

  it('toasts Copy Failed when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    const { user } = renderWithProviders(<CopyButton value="LPA:1$x$y" label="activation code" />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Copy activation code' }));

    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy activation code' })).toHaveTextContent('Copy');
  });
});
