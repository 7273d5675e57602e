import { screen, within } from '@testing-library/react';
import type { AdminOrder } from '@shared/api/admin-console.schema';
import { feeQuoteFixture } from '@shared/pricing/quote-fixture.test-support';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { fakeRoute } from '@/testing/mocks/contract';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { expectPriceLinesAddUp, shownPriceLines } from '@/testing/price-lines';
import { renderWithProviders } from '@/testing/render';
import { OrdersTab } from './orders-tab';

vi.setConfig({ testTimeout: 30_000 });

const ADMIN = 'ops@example.com';

const order: AdminOrder = {
  reference: 'roamly_order_1_01032_3_u1',
  email: 'ada@example.com',
  customerName: 'Ada',
  bundleName: 'Europe 5GB',
  zone: 'Europe',
  kind: 'esim',
  status: 'completed',
  step: 'completed_order_completed',
  stepNumber: 6,
  paid: true,
  totalCents: 50,
  quote: feeQuoteFixture(),
  couponCode: 'ALMOST',
  iccid: '8944000000000000017',
  errorMessage: null,
  retryCount: 0,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:02:00.000Z',
};

it("shows an order's price lines as the buyer saw them, adding up to what was charged", async () => {
  server.use(
    fakeRoute('list-admin-orders', () => ({
      json: {
        orders: [order],
        nextCursor: null,
        totals: { today: { count: 1, totalCents: 50 }, week: { count: 1, totalCents: 50 } },
      },
    })),
  );
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  const { user } = renderWithProviders(<OrdersTab />, {
    route: '/admin',
    auth: createFakeAuthClient({ signedInAs: ADMIN }),
  });

  await user.click(await screen.findByRole('button', { name: /roamly_order_1_01032_3_u1/ }));
  const prices = await screen.findByLabelText('Price breakdown');
  const lines = shownPriceLines(prices);
  expect(lines).toEqual([
    'Price €4.17',
    'Coupon discount (ALMOST) -€3.97',
    'Processing fee €0.30',
    'Total €0.50',
    'Subtotal (excl. tax) €0.41',
    'Sales Tax (21%) included €0.09',
  ]);
  expectPriceLinesAddUp(lines);
  expect(within(prices).getByTestId('price-total')).toHaveTextContent('€0.50');
});
