import { screen, within } from '@testing-library/react';
import type { OrderView } from '@shared/api/orders.schema';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { fakeRoute } from '@/testing/mocks/contract';
import { addUser, db } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { OrderTestPage } from './order-test-page';

vi.setConfig({ testTimeout: 30_000 });

const REFERENCE = 'roamly_order_1763800000000_01032_6_user-1';
const view = (status: OrderView['status'], step: string, stepNumber: number): OrderView => ({
  reference: REFERENCE,
  kind: 'esim',
  topUp: null,
  status,
  step,
  stepNumber,
  progressText: '',
  paid: true,
  delivered: status === 'completed',
  summary: {
    bundleId: '01032_6',
    bundleName: 'Europe 0.5GB',
    zone: 'Europe',
    size: '0.5GB',
    validityDays: 2,
    countries: ['Spain'],
    couponCode: null,
    quote: {
      priceCents: 418,
      discountCents: 418,
      feeCents: 0,
      totalCents: 0,
      subtotalCents: 0,
      vatCents: 0,
      free: true,
      couponApplied: true,
    },
  },
  esim: null,
  errorMessage: status === 'error' ? 'Failed to send email. Contact support.' : null,
  invoiceAvailable: false,
  updatedAt: '2026-11-24T08:00:00.000Z',
});

function renderPage(tab?: 'full-flow') {
  addUser({ email: 'ops@example.com', accountType: 'own-admin' });
  return renderWithProviders(<OrderTestPage {...(tab && { defaultTab: tab })} />, {
    auth: createFakeAuthClient({ signedInAs: 'ops@example.com' }),
  });
}

const steps = () => [0, 1, 2, 3].map((index) => screen.getByTestId(`flow-step-${index}`).textContent);

describe('the order test page', () => {
  it('has the five tabs of the spec', () => {
    renderPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Travel Connectivity',
      'Full Order Flow',
      'eSIM Allocation',
      'QR Code Generation',
      'eSIM Status',
    ]);
  });

  it('runs a free test order and shows its four steps move to completed', async () => {
    const answers = [
      view('started', 'started_poll_for_iccid', 2),
      view('completed', 'completed_order_completed', 6),
    ];
    const bodies: unknown[] = [];
    server.use(
      fakeRoute('create-test-order', ({ body }) => {
        bodies.push(body);
        return { json: { orderReference: REFERENCE } };
      }),
      fakeRoute('get-order', () => ({ json: answers.length > 1 ? answers.shift()! : answers[0]! })),
    );
    const { user } = renderPage('full-flow');
    expect(steps()).toEqual(['pending', 'pending', 'pending', 'pending']);
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    // The order being created, then its first answer: created, waiting for the ICCID.
    await vi.waitFor(() => expect(steps()).toEqual(['completed', 'processing', 'pending', 'pending']));
    await vi.waitFor(() => expect(steps()).toEqual(['completed', 'completed', 'completed', 'completed']), {
      timeout: 10_000,
    });
    expect(bodies).toEqual([{ bundleId: '01032_6' }]);
    expect(screen.getByRole('region', { name: 'Request JSON' })).toHaveTextContent('/api/admin/test-orders');
    expect(screen.getByRole('region', { name: 'Response JSON' })).toHaveTextContent(REFERENCE);
  });

  it('marks the failed step as error and shows the message', async () => {
    server.use(
      fakeRoute('create-test-order', () => ({ json: { orderReference: REFERENCE } })),
      fakeRoute('get-order', () => ({ json: view('error', 'error_send_email', 4) })),
    );
    const { user } = renderPage('full-flow');
    await user.click(screen.getByRole('button', { name: 'Run Test' }));
    expect(await screen.findByText('Failed to send email. Contact support.')).toBeInTheDocument();
    expect(steps()).toEqual(['completed', 'completed', 'completed', 'error']);
  });

  it('checks an eSIM status through the provider proxy and shows request and response JSON', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'eSIM Status' }));
    const panel = screen.getByRole('tabpanel', { name: 'eSIM Status' });
    await user.click(within(panel).getByRole('button', { name: 'Use Sample ICCID' }));
    await user.click(within(panel).getByRole('button', { name: 'Run Test' }));
    expect(await within(panel).findByRole('region', { name: 'Response JSON' })).toHaveTextContent(
      '"status": 200',
    );
    expect(within(panel).getByRole('region', { name: 'Request JSON' })).toHaveTextContent(
      '/network/things/iccids/8944000000000000001/bundle',
    );
    expect(db.providerCalls).toHaveLength(1);
  });
});
