import { screen, within } from '@testing-library/react';
import type { OrderView } from '@shared/api/orders.schema';
import { renderPage } from '@/testing/render-page';
import { OrderProgress } from './order-progress';

vi.setConfig({ testTimeout: 20_000 });

const ICCID = '8944500000000000001';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const STEP_FAILED = 'Something went wrong with this step. Please retry or contact support.';

function order(over: Partial<OrderView> = {}): OrderView {
  return {
    reference: 'roamly_order_1700000000000_01032_3_u1',
    kind: 'esim',
    topUp: null,
    status: 'started',
    step: 'started_poll_for_iccid',
    stepNumber: 2,
    progressText: 'Preparing your travel connection...',
    paid: true,
    delivered: false,
    summary: {
      bundleId: '01032_3',
      bundleName: 'Europe 5GB',
      zone: 'Europe',
      size: '5GB',
      validityDays: 10,
      countries: ['France', 'Germany', 'Spain'],
      couponCode: null,
      quote: {
        priceCents: 1661,
        discountCents: 0,
        feeCents: 0,
        totalCents: 1661,
        subtotalCents: 1373,
        vatCents: 288,
        free: false,
        couponApplied: false,
      },
    },
    esim: null,
    errorMessage: null,
    invoiceAvailable: false,
    updatedAt: '2026-11-22T00:00:00.000Z',
    ...over,
  };
}

const topUp = (over: Partial<OrderView> = {}) =>
  order({
    kind: 'topup',
    step: 'started_apply_top_up',
    stepNumber: 0,
    progressText: 'Adding data to your eSIM...',
    topUp: { iccid: ICCID, remainingMb: null, totalMb: null, bundleExpiry: null },
    ...over,
  });

/**
 * Each step of the row named `name` as a reader meets it: a done step shows a tick (no number), a
 * waiting or running one its number, and the running one is the current step.
 */
function shownSteps(name: string) {
  const row = screen.getByRole('navigation', { name });
  return within(row)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      current: item.querySelector('[aria-current="step"]') !== null,
    }));
}

describe('order progress', () => {
  it("shows an eSIM order's seven steps, done up to the running one, beside its summary and eSIM", () => {
    renderPage(<OrderProgress order={order()} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeVisible();
    expect(
      screen.getByText('Preparing your travel connection...', { selector: '[role=status]' }),
    ).toBeVisible();
    expect(shownSteps('Order progress')).toEqual([
      { text: 'Secure connection', current: false },
      { text: 'Allocate eSIM', current: false },
      { text: '3Assign ICCID', current: true },
      { text: '4QR code', current: false },
      { text: '5Email', current: false },
      { text: '6Account', current: false },
      { text: '7Complete', current: false },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Top-up progress' })).not.toBeInTheDocument();
    expect(screen.getByText('Order Summary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Travel eSIM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Retry Flow' })).not.toBeInTheDocument();
  });

  it('marks a failed step with the hint, shows the error and offers Retry Flow', () => {
    renderPage(
      <OrderProgress
        order={order({
          status: 'error',
          step: 'error_generate_qr_code',
          stepNumber: 3,
          errorMessage: 'The eSIM provider is not answering.',
        })}
      />,
    );

    const failedStep = within(screen.getByRole('navigation', { name: 'Order progress' }))
      .getByText('QR code')
      .closest('li')!;
    expect(within(failedStep).getByRole('alert')).toHaveTextContent(STEP_FAILED);
    expect(screen.getAllByText(STEP_FAILED)).toHaveLength(1);
    expect(screen.getByText('The eSIM provider is not answering.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Flow' })).toBeInTheDocument();
  });

  it('offers Resend Email once an eSIM order is complete, and links the status page to its eSIM', () => {
    renderPage(
      <OrderProgress
        order={order({
          status: 'completed',
          step: 'completed_order_completed',
          stepNumber: 6,
          progressText: 'Your travel eSIM is ready!',
          esim: { iccid: ICCID, activationCode: 'LPA:1$smdp.example.com$ABC-123', qrCodeDataUrl: QR },
        })}
      />,
    );

    expect(shownSteps('Order progress').map((step) => step.text)).toEqual([
      'Secure connection',
      'Allocate eSIM',
      'Assign ICCID',
      'QR code',
      'Email',
      'Account',
      'Complete',
    ]);
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Check eSIM Status' })).toHaveAttribute(
      'href',
      `/esim-status?iccid=${ICCID}`,
    );
  });

  it("shows a top-up's own three steps and the eSIM it adds data to, never a new eSIM", () => {
    renderPage(<OrderProgress order={topUp()} />);

    expect(screen.getByText('Adding data to your eSIM...', { selector: '[role=status]' })).toBeVisible();
    expect(shownSteps('Top-up progress')).toEqual([
      { text: '1Add data', current: true },
      { text: '2Email', current: false },
      { text: '3Complete', current: false },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(screen.getByText('Your eSIM Top-up')).toBeInTheDocument();
    expect(screen.getByText(`ICCID ${ICCID}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Travel eSIM' })).not.toBeInTheDocument();
  });

  it('ends a top-up with the data added and no Resend Email: nothing new was mailed to install', () => {
    renderPage(
      <OrderProgress
        order={topUp({
          status: 'completed',
          step: 'order_completed',
          stepNumber: 2,
          progressText: 'Your eSIM has been topped up',
          topUp: { iccid: ICCID, remainingMb: 6100, totalMb: 6144, bundleExpiry: null },
        })}
      />,
    );

    expect(shownSteps('Top-up progress').map((step) => step.text)).toEqual(['Add data', 'Email', 'Complete']);
    expect(screen.getByRole('heading', { name: 'Your eSIM has been topped up' })).toBeInTheDocument();
    expect(screen.getByTestId('topped-up-remaining')).toHaveTextContent('Remaining data: 6,100 MB');
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Check eSIM Status' }))
      expect(link).toHaveAttribute('href', `/esim-status?iccid=${ICCID}`);
  });

  it("marks a top-up's failed step with the hint and offers Retry Flow", () => {
    renderPage(
      <OrderProgress order={topUp({ status: 'error', step: 'error_apply_top_up', stepNumber: 0 })} />,
    );

    const failedStep = within(screen.getByRole('navigation', { name: 'Top-up progress' }))
      .getByText('Add data')
      .closest('li')!;
    expect(within(failedStep).getByRole('alert')).toHaveTextContent(STEP_FAILED);
    expect(screen.getByRole('button', { name: 'Retry Flow' })).toBeInTheDocument();
  });
});
