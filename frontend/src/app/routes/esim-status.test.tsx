import { screen } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderPage } from '@/testing/render-page';
import EsimStatusRoute from './esim-status';

vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));

const ICCID = '8944500000000000001';

beforeEach(() => vi.mocked(toaster.create).mockClear());

describe('/esim-status back from a top-up’s payment page', () => {
  it('says a cancelled payment was cancelled, not failed', async () => {
    renderPage(<EsimStatusRoute />, `/esim-status?iccid=${ICCID}&redirect_status=cancelled`);
    expect(await screen.findByRole('heading', { name: 'eSIM Status' })).toBeInTheDocument();
    expect(toaster.create).toHaveBeenCalledTimes(1);
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'info',
      title: 'Payment cancelled',
      description: 'Your payment was cancelled. Nothing was charged.',
    });
  });

  it('keeps the spec’s Payment Failed for a failed payment', async () => {
    renderPage(<EsimStatusRoute />, `/esim-status?iccid=${ICCID}&redirect_status=failed`);
    expect(await screen.findByRole('heading', { name: 'eSIM Status' })).toBeInTheDocument();
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'error',
      title: 'Payment Failed',
      description: 'Your payment could not be processed. Please try again.',
    });
  });
});
