import { screen, waitFor } from '@testing-library/react';
import { ERROR_CODES } from '@shared/api/common.schema';
import type { TopUpCheckoutRequest } from '@shared/api/top-up.schema';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { server } from '@/testing/mocks/server';
import { expectPriceLinesAddUp, shownPriceLines } from '@/testing/price-lines';
import { renderPage } from '@/testing/render-page';
import { leaveForPayment } from '@/components/top-up/leave-for-payment';
import { TopUpAction } from '@/components/top-up/top-up-action';
import { topUpApi } from './top-up';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/components/top-up/leave-for-payment', () => ({ leaveForPayment: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));

const EMAIL = 'ada@example.com';
const ICCID = '8944500000000000001';
const quote = (priceCents: number, discountCents = 0) => ({
  priceCents,
  discountCents,
  feeCents: 0,
  totalCents: priceCents - discountCents,
  subtotalCents: Math.round((priceCents - discountCents) / 1.21),
  vatCents: priceCents - discountCents - Math.round((priceCents - discountCents) / 1.21),
  free: priceCents === discountCents,
  couponApplied: discountCents > 0,
});

function fakeShop() {
  const checkouts: TopUpCheckoutRequest[] = [];
  server.use(
    fakeRoute('list-top-up-offers', ({ body }) =>
      body.email === EMAIL && body.iccid === ICCID
        ? {
            json: {
              iccid: ICCID,
              zone: 'Europe',
              offers: [
                {
                  bundleId: '01032_5',
                  name: 'Europe 1GB',
                  zone: 'Europe',
                  size: '1GB',
                  validityDays: 7,
                  priceCents: 277,
                },
                {
                  bundleId: '01032_3',
                  name: 'Europe 5GB',
                  zone: 'Europe',
                  size: '5GB',
                  validityDays: 10,
                  priceCents: 1383,
                },
              ],
            },
          }
        : apiError(404, ERROR_CODES.notFound, "The provided ICCID does not match the email's records."),
    ),
    fakeRoute('validate-coupon', ({ body }) => ({
      json: {
        valid: body.code === 'FREEESIM',
        code: body.code,
        discountType: body.code === 'FREEESIM' ? 'free' : null,
        quote: body.code === 'FREEESIM' ? quote(1383, 1383) : quote(1383),
      },
    })),
    fakeRoute('create-top-up-checkout', ({ body }) => {
      checkouts.push(body as TopUpCheckoutRequest);
      return {
        json: {
          orderReference: 'roamly_order_1_01032_3_u1',
          checkoutUrl: 'https://pay.example/cs_1',
          free: false,
          quote: quote(1383),
        },
      };
    }),
  );
  return checkouts;
}

// 'Top up this eSIM' over the top-up API, as the status checker and the account show it.
describe('Top up this eSIM', () => {
  it("lists the eSIM zone's top-ups and pays for the chosen one on the hosted page", async () => {
    const checkouts = fakeShop();
    const { user } = renderPage(<TopUpAction email={EMAIL} iccid={ICCID} api={topUpApi} />);
    await user.click(screen.getByRole('button', { name: 'Top up this eSIM' }));

    expect(
      await screen.findByText(
        'Add data to this eSIM in Europe. There is nothing new to install. Prices include 21% VAT.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1GB for 7 days – €2.77' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5GB for 10 days – €13.83' }));
    expect(screen.getByTestId('price-total')).toHaveTextContent('€13.83');

    const pay = screen.getByRole('button', { name: 'Proceed to Payment' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(pay);

    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(checkouts).toEqual([
      { email: EMAIL, iccid: ICCID, bundleId: '01032_3', couponCode: null, acceptTerms: true },
    ]);
  });

  it("says 'Get Free Top-up' with a free coupon and sends the coupon, never a price", async () => {
    const checkouts = fakeShop();
    const { user } = renderPage(<TopUpAction email={EMAIL} iccid={ICCID} api={topUpApi} />);
    await user.click(screen.getByRole('button', { name: 'Top up this eSIM' }));
    await user.click(await screen.findByRole('radio', { name: '5GB for 10 days – €13.83' }));
    await user.type(screen.getByLabelText(/Coupon Code/), 'FREEESIM');
    expect(await screen.findByText('Coupon applied: -€13.83')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('€0.00');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Get Free Top-up' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(checkouts[0]).toEqual({
      email: EMAIL,
      iccid: ICCID,
      bundleId: '01032_3',
      couponCode: 'FREEESIM',
      acceptTerms: true,
    });
  });

  it('lists the price, the discount and the processing fee so that they add up to the total', async () => {
    fakeShop();
    server.use(
      fakeRoute('validate-coupon', ({ body }) => ({
        json: {
          valid: true,
          code: body.code,
          discountType: 'fixed',
          quote: { ...quote(1383, 1363), feeCents: 30, totalCents: 50, subtotalCents: 41, vatCents: 9 },
        },
      })),
    );
    const { user } = renderPage(<TopUpAction email={EMAIL} iccid={ICCID} api={topUpApi} />);
    await user.click(screen.getByRole('button', { name: 'Top up this eSIM' }));
    await user.click(await screen.findByRole('radio', { name: '5GB for 10 days – €13.83' }));
    await user.type(screen.getByLabelText(/Coupon Code/), 'ALMOST');
    expect(await screen.findByText('Coupon applied: -€13.63')).toBeInTheDocument();
    const lines = shownPriceLines(screen.getByLabelText('Price breakdown'));
    expect(lines).toEqual([
      'Price €13.83',
      'Coupon discount (ALMOST) -€13.63',
      'Processing fee €0.30',
      'Total €0.50',
      'Subtotal (excl. tax) €0.41',
      'Sales Tax (21%) included €0.09',
    ]);
    expectPriceLinesAddUp(lines);
  });

  it("shows the server's refusal for an eSIM that is not the e-mail's", async () => {
    fakeShop();
    const { user } = renderPage(<TopUpAction email="eve@example.com" iccid={ICCID} api={topUpApi} />);
    await user.click(screen.getByRole('button', { name: 'Top up this eSIM' }));
    expect(
      await screen.findByText("The provided ICCID does not match the email's records."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
  });
});
