import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@shared/api/admin-console.schema';
import type { RefundResponse } from '@shared/api/refunds.schema';
import { quoteFixture } from '@shared/pricing/quote-fixture.test-support';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { addUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { OrdersTab } from './orders-tab';
import { FAILED_ORDER_REASON } from './refund-dialog';

vi.setConfig({ testTimeout: 60_000 });

const ADMIN = 'ops@example.com';

const order = (extra: Partial<AdminOrder> = {}): AdminOrder => ({
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
  totalCents: 1661,
  quote: quoteFixture(),
  couponCode: null,
  iccid: '8944000000000000017',
  errorMessage: null,
  retryCount: 0,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:02:00.000Z',
  refund: null,
  ...extra,
});

/** The Orders tab listing these orders; what each refund call sent, and its answer. */
function renderOrders(orders: AdminOrder[], answer?: () => ReturnType<typeof apiError>) {
  const sent: { reference: string; body: unknown }[] = [];
  server.use(
    fakeRoute('list-admin-orders', () => ({
      json: {
        orders,
        nextCursor: null,
        totals: { today: { count: 1, totalCents: 1661 }, week: { count: 1, totalCents: 1661 } },
      },
    })),
    fakeRoute('refund-admin-order', ({ params, body }) => {
      sent.push({ reference: String(params['reference']), body });
      if (answer) return answer();
      const json: RefundResponse = {
        reference: String(params['reference']),
        customerEmailed: true,
        refund: {
          state: 'refunded',
          amountCents: body.amountCents ?? 1661,
          reason: body.reason,
          by: ADMIN,
          requestedAt: '2026-11-24T10:00:00.000Z',
          refundedAt: '2026-11-24T10:00:01.000Z',
          profileReleased: false,
        },
      };
      return { json };
    }),
  );
  addUser({ email: ADMIN, accountType: 'own-admin', password: 'Admin-pass-1' });
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/admin',
    auth: createFakeAuthClient({ signedInAs: ADMIN }),
  });
  return { ...rendered, sent };
}

describe('Refund on an order', () => {
  it('prefills what was paid, asks for a reason, confirms a partial refund and sends it in cents', async () => {
    const { user, sent } = renderOrders([order()]);
    await user.click(await screen.findByRole('button', { name: /roamly_order_1_01032_3_u1/ }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('16.61');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Please give a reason for the refund.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Arrived late');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The refund cannot be more than was paid (€16.61).')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '5,00');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText(/Refund €5.00 of the €16.61 paid to ada@example.com\?/),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Refund €5.00' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { reference: 'roamly_order_1_01032_3_u1', body: { amountCents: 500, reason: 'Arrived late' } },
      ]),
    );
    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
  });

  it('refunds a failed order in full in one click, after its confirmation, with the failure as reason', async () => {
    const failed = order({ status: 'error', step: 'error_poll_for_iccid', stepNumber: 2, iccid: null });
    const { user, sent } = renderOrders([failed]);
    await user.click(await screen.findByRole('button', { name: /roamly_order_1_01032_3_u1/ }));
    await user.click(await screen.findByRole('button', { name: 'Refund in full' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Refund all €16.61 paid to ada@example.com\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund €16.61' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { reference: 'roamly_order_1_01032_3_u1', body: { reason: FAILED_ORDER_REASON } },
      ]),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = renderOrders([order()], () =>
      apiError(409, 'conflict', 'This order has been refunded already (€16.61). An order is refunded once.'),
    );
    await user.click(await screen.findByRole('button', { name: /roamly_order_1_01032_3_u1/ }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Twice');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund €16.61' }));
    expect(
      await within(dialog).findByText(
        'This order has been refunded already (€16.61). An order is refunded once.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a refunded order as Refunded, with the amount, who and why, and offers no refund or retry', async () => {
    const refunded = order({
      status: 'error',
      step: 'error_send_email',
      stepNumber: 4,
      refund: {
        state: 'refunded',
        amountCents: 500,
        reason: 'Arrived late',
        by: ADMIN,
        requestedAt: '2026-11-24T10:00:00.000Z',
        refundedAt: '2026-11-24T10:00:01.000Z',
        profileReleased: true,
      },
    });
    const { user } = renderOrders([refunded]);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /roamly_order_1_01032_3_u1/ }));
    expect(
      await screen.findByText(/Refunded €5.00 of €16.61 on .* by ops@example.com\. Reason: Arrived late/),
    ).toBeInTheDocument();
    expect(screen.getByText(/was released at the provider/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
