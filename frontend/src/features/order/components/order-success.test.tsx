import { screen, waitFor, within } from '@testing-library/react';
import type { OrderView } from '@shared/api/orders.schema';
import { toaster } from '@/components/ui/toaster';
import { expectPriceLinesAddUp, shownPriceLines } from '@/testing/price-lines';
import { renderPage } from '@/testing/render-page';
import { NoOrderFound, OrderSuccess } from './order-success';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));

const REFERENCE = 'roamly_order_1700000000000_01032_3_u1';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

function order(over: Partial<OrderView> = {}): OrderView {
  return {
    reference: REFERENCE,
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
      couponCode: 'TEN',
      quote: {
        priceCents: 1661,
        discountCents: 166,
        feeCents: 0,
        totalCents: 1495,
        subtotalCents: 1236,
        vatCents: 259,
        free: false,
        couponApplied: true,
      },
    },
    esim: null,
    errorMessage: null,
    invoiceAvailable: false,
    updatedAt: '2026-11-22T00:00:00.000Z',
    ...over,
  };
}

const completed = (over: Partial<OrderView> = {}) =>
  order({
    status: 'completed',
    step: 'completed_order_completed',
    stepNumber: 6,
    progressText: 'Your travel eSIM is ready!',
    delivered: true,
    invoiceAvailable: true,
    esim: {
      iccid: '8944500000000000001',
      activationCode: 'LPA:1$smdp.example.com$ABC-123',
      qrCodeDataUrl: QR,
    },
    ...over,
  });

type Answer = { status?: number; json: unknown };

/** Serves GET /api/orders/{reference} from a queue (the last answer repeats) and other paths from handlers. */
function stubApi(orders: Answer[], handlers: Record<string, () => Answer> = {}) {
  const calls: string[] = [];
  let served = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const answer =
        path === `/api/orders/${REFERENCE}`
          ? orders[Math.min(served++, orders.length - 1)]
          : handlers[path]?.();
      const { status = 200, json } = answer ?? {
        status: 404,
        json: { error: { code: 'not_found', message: 'Not found' } },
      };
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.mocked(toaster.create).mockClear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('success page', () => {
  it('without a reference says No Order Found and leads to bundle selection', () => {
    renderPage(<NoOrderFound />, '/success');
    expect(screen.getByRole('heading', { name: 'No Order Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Bundle Selection' })).toHaveAttribute(
      'href',
      '/bundleselector',
    );
  });

  it('for an unknown order shows the not-exist message with a way home and to support', async () => {
    stubApi([{ status: 404, json: { error: { code: 'not_found', message: 'Order not found' } } }]);
    renderPage(<OrderSuccess reference={REFERENCE} />, `/success?reference=${REFERENCE}`);
    expect(
      await screen.findByText(
        'The requested information for this eSIM or order does not exist. Please order a new eSIM or contact support.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });

  it('shows progress while fulfilment runs, then the eSIM card when polling sees it ready', async () => {
    localStorage.setItem('order_reference', REFERENCE);
    stubApi([{ json: order() }, { json: completed() }]);
    const onCompleted = vi.fn();
    renderPage(<OrderSuccess reference={REFERENCE} onCompleted={onCompleted} />);

    expect(await screen.findByRole('heading', { name: 'Thank You for Your Purchase!' })).toBeInTheDocument();
    expect(screen.getAllByText('Preparing your travel connection...').length).toBeGreaterThan(0);
    const steps = screen.getByRole('navigation', { name: 'Order progress' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(7);
    expect(within(steps).getByText('Assign ICCID').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Invoice' })).toBeDisabled();
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (excl. tax)')).toBeInTheDocument();
    expect(within(summary).getByText('Sales Tax (21%) included')).toBeInTheDocument();
    expect(within(summary).getByText('-€1.66')).toBeInTheDocument();
    expect(within(summary).getByText('€14.95')).toBeInTheDocument();
    expectPriceLinesAddUp(shownPriceLines(summary));
    expect(within(summary).getByRole('button', { name: 'Show coverage (3 countries)' })).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();

    // The next poll, 2 s later, finds the order completed.
    const qr = await screen.findByRole('img', { name: 'eSIM activation QR code' }, { timeout: 4000 });
    expect(qr).toHaveAttribute('src', QR);
    expect(screen.getByRole('heading', { name: 'Thank You for Your Purchase!' })).toBeInTheDocument();
    expect(screen.getByText('8944500000000000001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy ICCID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy activation code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download QR Code' })).toHaveAttribute(
      'download',
      'esim-qrcode-8944500000000000001.png',
    );
    expect(screen.getByRole('button', { name: 'Refresh QR Code' })).toBeInTheDocument();
    expect(
      screen.getByText("If you're having issues installing the eSIM, try refreshing the QR code."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Check eSIM Status' })).toHaveAttribute(
      'href',
      '/esim-status?iccid=8944500000000000001',
    );
    expect(screen.getByRole('link', { name: 'Installation Guide' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('link', { name: 'Install on this device' })).not.toBeInTheDocument();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('order_completed')).toBe('true');
  });

  it('lists the price lines so that they add up top to bottom, with the VAT the total includes', async () => {
    // The figures the page once showed as €22.65 + €4.76 − €3.05 = €27.41.
    stubApi([
      {
        json: order({
          summary: {
            ...order().summary,
            quote: {
              priceCents: 3046,
              discountCents: 305,
              feeCents: 0,
              totalCents: 2741,
              subtotalCents: 2265,
              vatCents: 476,
              free: false,
              couponApplied: true,
            },
          },
        }),
      },
    ]);
    renderPage(<OrderSuccess reference={REFERENCE} />);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const lines = shownPriceLines(summary);
    expect(lines.slice(-5)).toEqual([
      'Price €30.46',
      'Coupon discount (TEN) -€3.05',
      'Total €27.41',
      'Subtotal (excl. tax) €22.65',
      'Sales Tax (21%) included €4.76',
    ]);
    expectPriceLinesAddUp(lines.slice(-5));
  });

  it('on a failed step shows the hint and the error, and Retry Flow asks the server to resume', async () => {
    const failed = order({
      status: 'error',
      step: 'error_generate_qr_code',
      stepNumber: 3,
      errorMessage: 'Failed to generate QR code: Bad Gateway. Please refresh or contact support.',
    });
    const calls = stubApi([{ json: failed }], {
      [`/api/orders/${REFERENCE}/retry`]: () => ({
        json: order({ step: 'started_generate_qr_code', stepNumber: 3 }),
      }),
    });
    const { user } = renderPage(<OrderSuccess reference={REFERENCE} />);
    expect(
      await screen.findByText('Something went wrong with this step. Please retry or contact support.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to generate QR code: Bad Gateway. Please refresh or contact support.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your eSIM is not ready yet. Please use Retry Flow or contact support.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry Flow' }));
    await waitFor(() => expect(calls).toContain(`POST /api/orders/${REFERENCE}/retry`));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry Flow' })).not.toBeInTheDocument());
  });

  it.each(['Email error: Email address is not verified.', 'Failed to send email. Contact support.'])(
    'on a failed e-mail step says %j at the Email step, with the eSIM already shown',
    async (message) => {
      localStorage.setItem('order_reference', REFERENCE);
      stubApi([
        {
          json: completed({
            status: 'error',
            step: 'error_send_email',
            stepNumber: 4,
            delivered: false,
            invoiceAvailable: false,
            progressText: 'Sending your eSIM details...',
            errorMessage: message,
          }),
        },
      ]);
      renderPage(<OrderSuccess reference={REFERENCE} />);
      const steps = await screen.findByRole('navigation', { name: 'Order progress' });
      const email = within(steps).getByText('Email').closest('li')!;
      expect(within(email).getByRole('alert')).toHaveTextContent(
        'Something went wrong with this step. Please retry or contact support.',
      );
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry Flow' })).toBeInTheDocument();
    },
  );

  it('for an order delivered before this visit shows the delivered view with Resend Email', async () => {
    stubApi([{ json: completed() }], {
      [`/api/orders/${REFERENCE}/resend-email`]: () => ({
        status: 404,
        json: { error: { code: 'not_found', message: 'QR code not found.' } },
      }),
    });
    const onCompleted = vi.fn();
    const { user } = renderPage(<OrderSuccess reference={REFERENCE} onCompleted={onCompleted} />);
    expect(
      await screen.findByRole('heading', { name: 'Your order was successfully delivered!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The eSIM information has been sent to your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByText('Thank You for Your Purchase!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith({
        type: 'error',
        title: 'Resend Email Error',
        description: 'QR code not found.',
      }),
    );
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('after a declined or expired payment says Payment Failed and leads back to the cart', async () => {
    const calls = stubApi([
      { json: order({ paid: false, step: 'order_created', stepNumber: -1 }) },
      {
        json: order({
          status: 'payment_failed',
          paid: false,
          step: 'order_created',
          stepNumber: -1,
          progressText: 'Your payment could not be processed. Please try again.',
        }),
      },
    ]);
    const onBackToCart = vi.fn();
    const { user } = renderPage(<OrderSuccess reference={REFERENCE} onBackToCart={onBackToCart} />);
    expect(
      await screen.findByRole('heading', { name: 'Payment Failed' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your payment could not be processed. Please try again.',
    );
    expect(screen.queryByText('Thank You for Your Purchase!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(onBackToCart).toHaveBeenCalledOnce();
    // Settled: polling stops.
    const polls = calls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls).toHaveLength(polls);
  });

  it('for a payment that did not match the order says it is under review, with no eSIM card', async () => {
    stubApi([{ json: order({ status: 'review', paid: false, step: 'order_created', stepNumber: -1 }) }]);
    renderPage(<OrderSuccess reference={REFERENCE} />);
    expect(await screen.findByRole('heading', { name: 'Payment under review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.queryByText('Your Travel eSIM')).not.toBeInTheDocument();
  });

  it('shows the eSIM card to the buyer arriving from checkout even when delivery was already done', async () => {
    localStorage.setItem('order_reference', REFERENCE);
    stubApi([{ json: completed() }]);
    renderPage(<OrderSuccess reference={REFERENCE} />);
    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank You for Your Purchase!' })).toBeInTheDocument();
  });

  it('offers a one-tap install link beside the QR code on an iPhone', async () => {
    localStorage.setItem('order_reference', REFERENCE);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    );
    stubApi([{ json: completed() }]);
    renderPage(<OrderSuccess reference={REFERENCE} />);
    expect(await screen.findByRole('link', { name: 'Install on this device' })).toHaveAttribute(
      'href',
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24ABC-123',
    );
  });

  it('toasts Invoice Not Available when the invoice has no address yet', async () => {
    localStorage.setItem('order_reference', REFERENCE);
    const tab = { close: vi.fn(), opener: {}, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubApi([{ json: completed() }], {
      [`/api/orders/${REFERENCE}/invoice`]: () => ({ json: { invoicePdfUrl: null, invoiceUrl: null } }),
    });
    const { user } = renderPage(<OrderSuccess reference={REFERENCE} />);
    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Invoice Not Available' }),
      ),
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it.each([
    [404, 'Invoice Not Available'],
    [502, 'Invoice Error'],
  ])('answers an invoice failure %i with %s', async (status, title) => {
    localStorage.setItem('order_reference', REFERENCE);
    const tab = { close: vi.fn(), opener: {}, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubApi([{ json: completed() }], {
      [`/api/orders/${REFERENCE}/invoice`]: () => ({
        status,
        json: {
          error: { code: 'x', message: 'The invoice PDF is not available yet. Please try again later.' },
        },
      }),
    });
    const { user } = renderPage(<OrderSuccess reference={REFERENCE} />);
    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ title })));
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the invoice PDF in the new tab', async () => {
    localStorage.setItem('order_reference', REFERENCE);
    const tab = { close: vi.fn(), opener: {}, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubApi([{ json: completed() }], {
      [`/api/orders/${REFERENCE}/invoice`]: () => ({
        json: { invoicePdfUrl: 'https://invoices.example/1.pdf', invoiceUrl: 'https://invoices.example/1' },
      }),
    });
    const { user } = renderPage(<OrderSuccess reference={REFERENCE} />);
    await user.click(await screen.findByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(tab.location.href).toBe('https://invoices.example/1.pdf'));
    expect(tab.opener).toBeNull();
  });

  it("shows a top-up's own steps, then 'Your eSIM has been topped up' with the new remaining data and no QR code", async () => {
    const topUp = (over: Partial<OrderView>) =>
      order({
        kind: 'topup',
        esim: null,
        topUp: { iccid: '8944500000000000001', remainingMb: null, totalMb: null, bundleExpiry: null },
        summary: {
          ...order().summary,
          bundleId: '01032_5',
          bundleName: 'Europe 1GB',
          size: '1GB',
          validityDays: 7,
        },
        ...over,
      });
    stubApi([
      {
        json: topUp({
          step: 'started_apply_top_up',
          stepNumber: 0,
          progressText: 'Adding data to your eSIM...',
        }),
      },
      {
        json: topUp({
          status: 'completed',
          step: 'order_completed',
          stepNumber: 2,
          delivered: true,
          progressText: 'Your eSIM has been topped up',
          topUp: { iccid: '8944500000000000001', remainingMb: 6100, totalMb: 6144, bundleExpiry: null },
        }),
      },
    ]);
    localStorage.setItem('order_reference', 'someone-else');
    renderPage(<OrderSuccess reference={REFERENCE} />, `/success?reference=${REFERENCE}`);

    expect(
      await screen.findByText('Adding data to your eSIM...', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Top-up progress' });
    const labels = within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(labels).toHaveLength(3);
    expect(labels.join(' ')).toMatch(/Add data.*Email.*Complete/);
    expect(
      await screen.findByRole('heading', { name: 'Your eSIM has been topped up' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('topped-up-remaining')).toHaveTextContent('Remaining data: 6,100 MB');
    expect(screen.queryByRole('img', { name: /QR/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Check eSIM Status' })[0]).toHaveAttribute(
      'href',
      '/esim-status?iccid=8944500000000000001',
    );
    // Not the cart's purchase: the cart is left alone.
    expect(localStorage.getItem('order_completed')).toBeNull();
  });
});
