import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@shared/validation/messages';
import { toaster } from '@/components/ui/toaster';
import { renderPage } from '@/testing/render-page';
import { StatusChecker } from './status-checker';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));
/** The form's rules, as a browser that lost its connection fails to download them. */
vi.mock('@shared/validation/rules', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the status checker when its rules cannot load', () => {
  // Filled and sent without focusing the form, whose first focus would load the rules (once: the
  // test runner, unlike a browser, gives the real module to a second import).
  it('says the check failed, keeps what was typed and sends nothing', async () => {
    const request = vi.fn();
    vi.stubGlobal('fetch', request);
    renderPage(<StatusChecker />);
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('ICCID'), { target: { value: '8944500000000000001' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Check Status' }).closest('form')!);

    await vi.waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith({
        type: 'error',
        title: MESSAGES.status.checkFailed,
        // The loader's own words (the test runner wraps the error in its own).
        description: expect.any(String),
      }),
    );
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('ICCID')).toHaveValue('8944500000000000001');
    vi.unstubAllGlobals();
  });
});
