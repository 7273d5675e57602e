import { screen } from '@testing-library/react';
import type { OrderView } from '@shared/api/orders.schema';
import { quoteFixture } from '@shared/pricing/quote-fixture.test-support';
import { renderPage } from '@/testing/render-page';
import { OrderProgress } from './order-progress';

vi.setConfig({ testTimeout: 20_000 });

const failedOrder = (over: Partial<OrderView> = {}): OrderView => ({
  reference: 'roamly_order_1700000000000_01032_3_u1',
  kind: 'esim',
  topUp: null,
  status: 'error',
  step: 'error_poll_for_iccid',
  stepNumber: 2,
  progressText: 'Something went wrong with this step. Please retry or contact support.',
  paid: true,
  delivered: false,
  summary: {
    bundleId: '01032_3',
    bundleName: 'Europe 5GB',
    zone: 'Europe',
    size: '5GB',
    validityDays: 10,
    countries: ['France'],
    couponCode: null,
    quote: quoteFixture(),
  },
  esim: null,
  errorMessage: 'Timeout waiting for ICCID. Please refresh or contact support.',
  invoiceAvailable: false,
  updatedAt: '2026-11-22T00:00:00.000Z',
  ...over,
});

describe('the order page of a refunded order', () => {
  it('says it was refunded and how much, and offers no Retry Flow', () => {
    renderPage(
      <OrderProgress
        order={failedOrder({ refund: { amountCents: 1661, refundedAt: '2026-11-22T01:00:00.000Z' } })}
      />,
    );
    expect(screen.getByText('Refunded: €16.61 went back to the card you paid with.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry Flow' })).not.toBeInTheDocument();
  });

  it('says nothing of a refund for an order never refunded', () => {
    renderPage(<OrderProgress order={failedOrder()} />);
    expect(screen.queryByText(/Refunded/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Flow' })).toBeInTheDocument();
  });
});
