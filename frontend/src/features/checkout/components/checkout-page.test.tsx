import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES } from '@shared/api/common.schema';
import { quoteFixture } from '@shared/pricing/quote-fixture.test-support';
import { toaster } from '@/components/ui/toaster';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { expectPriceLinesAddUp, shownPriceLines } from '@/testing/price-lines';
import { renderPage } from '@/testing/render-page';
import type { CheckoutItem } from '../types/checkout-item';
import type * as navigation from '../utils/navigation';
import { leaveForCheckout } from '../utils/navigation';
import { CheckoutPage } from './checkout-page';

// Typing into Chakra inputs in jsdom is slow on a small CI machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));
vi.mock('../utils/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  leaveForCheckout: vi.fn(),
}));

const item: CheckoutItem = {
  bundleId: '01032_3',
  zone: 'Europe',
  size: '5GB',
  validityDays: 10,
  countries: ['France', 'Germany', 'Spain', 'Italy', 'Portugal'],
  price: 1661,
};

type Handler = (
  body: Record<string, unknown>,
) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>;

/** Answers the page's API calls by path, recording the bodies it sent. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    const { status = 200, json } = await handler(body);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderCheckout(route = '/checkout', items: CheckoutItem[] = [item]) {
  const openCart = vi.fn();
  const view = renderPage(<CheckoutPage items={items} openCart={openCart} />, route);
  return { ...view, openCart };
}

beforeEach(() => {
  vi.mocked(toaster.create).mockClear();
  vi.mocked(leaveForCheckout).mockClear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('keeps Proceed to Payment disabled until the terms are accepted', async () => {
    stubApi({});
    const { user } = renderCheckout();
    const submit = screen.getByRole('button', { name: 'Proceed to Payment' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
  });

  it('shows the order summary with the first two destinations and a +N more chip', () => {
    stubApi({});
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Europe')).toBeInTheDocument();
    expect(within(summary).getByText('5GB • 10 days')).toBeInTheDocument();
    expect(within(summary).getByText('France')).toBeInTheDocument();
    expect(within(summary).getByText('Germany')).toBeInTheDocument();
    expect(within(summary).queryByText('Spain')).not.toBeInTheDocument();
    expect(within(summary).getByText('+3 more')).toBeInTheDocument();
    expect(within(summary).getByText('Sales Tax (21%) included')).toBeInTheDocument();
    expect(within(summary).getByText('Digital Delivery: Instant')).toBeInTheDocument();
    expect(within(summary).getByTestId('price-total')).toHaveTextContent('€16.61');
    for (const note of [
      '24/7 Customer Support',
      'Direct Digital eSIM Delivery',
      'Usage Analytics with Account',
    ]) {
      expect(within(summary).getByText(note)).toBeInTheDocument();
    }
  });

  it('shows the server messages for a missing name and an invalid e-mail', async () => {
    stubApi({});
    const { user } = renderCheckout();
    await user.type(screen.getByLabelText(/Email Address/), 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(leaveForCheckout).not.toHaveBeenCalled();
  });

  it('waits for a coupon check, then offers a free eSIM with the discount in the summary', async () => {
    const pending = new Map<unknown, (value: { json: unknown }) => void>();
    stubApi({
      '/api/coupons/validate': (body) =>
        new Promise((resolve) => {
          pending.set(body.code, resolve);
        }),
    });
    const { user } = renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.type(screen.getByLabelText(/Coupon Code/), 'FREE100');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await waitFor(() => expect(pending.has('FREE100')).toBe(true));
    expect(screen.getByText('Checking coupon...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    pending.get('FREE100')?.({
      json: {
        valid: true,
        code: 'FREE100',
        discountType: 'free',
        quote: quoteFixture({
          discountCents: 1661,
          totalCents: 0,
          subtotalCents: 0,
          vatCents: 0,
          free: true,
          couponApplied: true,
        }),
      },
    });
    const free = await screen.findByRole('button', { name: 'Get Free eSIM' });
    expect(free).toBeEnabled();
    expect(screen.getByText('Coupon discount (FREE100)')).toBeInTheDocument();
    expect(screen.getByText('-€16.61')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('€0.00');
  });

  it('shows the processing fee and clears the coupon with its clear button', async () => {
    stubApi({
      '/api/coupons/validate': () => ({
        json: {
          valid: true,
          code: 'ALMOST',
          discountType: 'fixed',
          quote: quoteFixture({ discountCents: 1641, feeCents: 30, totalCents: 50, couponApplied: true }),
        },
      }),
    });
    const { user } = renderCheckout();
    const coupon = screen.getByLabelText(/Coupon Code/);
    await user.type(coupon, 'ALMOST');
    expect(await screen.findByText('Processing fee')).toBeInTheDocument();
    expect(screen.getByText('Coupon applied: -€16.41, processing fee €0.30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear coupon code' }));
    expect(coupon).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Processing fee')).not.toBeInTheDocument());
    expect(screen.getByTestId('price-total')).toHaveTextContent('€16.61');
  });

  it('lists the price, the discount and the total so that they add up, then the VAT the total includes', async () => {
    stubApi({
      '/api/coupons/validate': () => ({
        json: {
          valid: true,
          code: 'TEN',
          discountType: 'percentage',
          quote: quoteFixture({
            discountCents: 166,
            totalCents: 1495,
            subtotalCents: 1236,
            vatCents: 259,
            couponApplied: true,
          }),
        },
      }),
    });
    const { user } = renderCheckout();
    await user.type(screen.getByLabelText(/Coupon Code/), 'TEN');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await within(summary).findByText('Coupon discount (TEN)');
    // The item's row carries the price the lines start from.
    expect(within(screen.getByTestId('checkout-item')).getByText('€16.61')).toBeInTheDocument();
    const lines = shownPriceLines(summary);
    expect(lines).toEqual([
      'Coupon discount (TEN) -€1.66',
      'Total €14.95',
      'Subtotal (excl. tax) €12.36',
      'Sales Tax (21%) included €2.59',
    ]);
    expectPriceLinesAddUp(lines, 1661);
  });

  it('says an unknown coupon will not be applied and keeps the paid label', async () => {
    stubApi({
      '/api/coupons/validate': () => ({
        json: { valid: false, code: 'NOPE', discountType: null, quote: quoteFixture() },
      }),
    });
    const { user } = renderCheckout();
    await user.type(screen.getByLabelText(/Coupon Code/), 'NOPE');
    expect(
      await screen.findByText('This coupon code is not valid and will not be applied.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
  });

  it('submits, reads Processing... and leaves for the hosted payment page', async () => {
    let answer: (value: { json: unknown }) => void = () => undefined;
    const calls = stubApi({
      '/api/checkout': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderCheckout();
    await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email Address/), ' Ada@Example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(calls.find((c) => c.path === '/api/checkout')?.body).toMatchObject({
      bundleId: '01032_3',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      acceptTerms: true,
    });
    answer({
      json: {
        orderReference: 'roamly_order_1_01032_3_u1',
        checkoutUrl: 'https://pay.example/session/1',
        free: false,
        quote: quoteFixture(),
      },
    });
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://pay.example/session/1'));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(localStorage.getItem('order_reference')).toBe('roamly_order_1_01032_3_u1');
    expect(localStorage.getItem('order_completed')).toBeNull();
  });

  it('marks a free order completed and goes to the success page, saying nothing about an account', async () => {
    stubApi({
      '/api/checkout': () => ({
        json: {
          orderReference: 'roamly_order_2_01032_3_u2',
          checkoutUrl: '/success?reference=roamly_order_2_01032_3_u2',
          free: true,
          quote: quoteFixture({
            discountCents: 1661,
            totalCents: 0,
            subtotalCents: 0,
            vatCents: 0,
            free: true,
            couponApplied: true,
          }),
        },
      }),
    });
    const { user } = renderCheckout();
    await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(
      () => expect(leaveForCheckout).toHaveBeenCalledWith('/success?reference=roamly_order_2_01032_3_u2'),
      {
        timeout: 3000,
      },
    );
    expect(localStorage.getItem('order_completed')).toBe('true');
    expect(toaster.create).not.toHaveBeenCalled();
  });

  describe('a checkout the server does not accept', () => {
    async function submitWith(answer: Parameters<typeof fakeRoute<'create-checkout'>>[1]) {
      server.use(fakeRoute('create-checkout', answer));
      const { user } = renderCheckout();
      await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
      await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
      await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      await waitFor(() => expect(toaster.create).toHaveBeenCalled());
      expect(leaveForCheckout).not.toHaveBeenCalled();
      return vi.mocked(toaster.create).mock.calls[0]?.[0];
    }

    it('says Account Error with the reason when the e-mail is refused', async () => {
      const toast = await submitWith(() =>
        apiError(400, ERROR_CODES.validation, 'Please enter a valid email address', {
          email: 'Please enter a valid email address',
        }),
      );
      expect(toast).toEqual({
        type: 'error',
        title: 'Account Error',
        description: 'Please enter a valid email address',
      });
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    });

    it('says Please provide an email address when the server misses the e-mail', async () => {
      const toast = await submitWith(() =>
        apiError(400, ERROR_CODES.validation, 'Please provide your email address', {
          email: 'Please provide your email address',
        }),
      );
      expect(toast).toMatchObject({ title: 'Account Error', description: 'Please provide an email address' });
    });

    it.each([
      [
        'a refusal',
        () =>
          apiError(
            429,
            ERROR_CODES.tooManyRequests,
            'Too many requests. Please wait a moment and try again.',
          ),
        'Too many requests. Please wait a moment and try again.',
      ],
      ['a server failure', () => apiError(502, ERROR_CODES.internal, 'Bad gateway'), undefined],
    ])('says Failed to process payment for %s, never Payment Failed', async (_, answer, description) => {
      const toast = await submitWith(answer);
      expect(toast).toEqual({
        type: 'error',
        title: 'Failed to process payment. Please try again.',
        ...(description && { description }),
      });
    });
  });

  it('toasts Payment Failed and goes home with the cart open after a failed payment', async () => {
    stubApi({});
    const { openCart } = renderCheckout('/checkout?redirect_status=failed');
    await waitFor(() => expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/$/));
    expect(openCart).toHaveBeenCalledTimes(1);
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'error',
      title: 'Payment Failed',
      description: 'Your payment could not be processed. Please try again.',
    });
  });

  it('treats an error parameter as a failed payment too', async () => {
    stubApi({});
    const { openCart } = renderCheckout('/checkout?error=card_declined');
    await waitFor(() => expect(openCart).toHaveBeenCalled());
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/$/);
  });

  it("sends an empty cart home saying 'Cart is empty', without a payment toast", async () => {
    stubApi({});
    const { openCart } = renderCheckout('/checkout', []);
    await waitFor(() => expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/$/));
    expect(openCart).not.toHaveBeenCalled();
    expect(toaster.create).toHaveBeenCalledTimes(1);
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'warning',
      title: 'Cart is empty',
      description: 'Please add a bundle to your cart before checking out.',
    });
  });

  it('says a payment cancelled on the payment page was cancelled, not failed, and opens the cart', async () => {
    stubApi({});
    const { openCart } = renderCheckout('/checkout?redirect_status=cancelled&reference=roamly_order_1');
    await waitFor(() => expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/$/));
    expect(openCart).toHaveBeenCalledTimes(1);
    expect(toaster.create).toHaveBeenCalledTimes(1);
    expect(toaster.create).toHaveBeenCalledWith({
      type: 'info',
      title: 'Payment cancelled',
      description: 'Your payment was cancelled. Your cart is still here.',
    });
  });
});
