import { MESSAGES } from '../../shared/validation/messages';
import { storedOrder, REFERENCE } from '../testing/order-fixture';
import { NotFoundError, UpstreamError } from '../lib/errors';
import { FakePayments, MemoryOrders } from './fakes.test-support';
import { getOrderInvoice } from './get-order-invoice';

describe('getOrderInvoice', () => {
  const completed = storedOrder({
    paid: true,
    status: 'completed',
    step: 'completed_order_completed',
    stripe_session_id: 'cs_1',
  });

  it("answers the payment provider's invoice links for a completed order", async () => {
    const orders = new MemoryOrders();
    await orders.create(completed);
    const payments = new FakePayments();
    payments.invoice = { invoicePdfUrl: 'https://pay.example/in.pdf', invoiceUrl: null };
    expect(await getOrderInvoice({ orders, payments: async () => payments }, REFERENCE)).toEqual(
      payments.invoice,
    );
  });

  it('is not available until the provider has one, and says so when the provider fails', async () => {
    const orders = new MemoryOrders();
    await orders.create(completed);
    const payments = new FakePayments();
    await expect(getOrderInvoice({ orders, payments: async () => payments }, REFERENCE)).rejects.toThrow(
      NotFoundError,
    );
    payments.getInvoice = () => Promise.reject(new Error('down'));
    const failing = getOrderInvoice({ orders, payments: async () => payments }, REFERENCE);
    await expect(failing).rejects.toThrow(UpstreamError);
    await expect(failing).rejects.toThrow(MESSAGES.invoice.error.description);
  });
});
