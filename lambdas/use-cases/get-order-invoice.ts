import type { InvoiceResponse } from '../../shared/api/orders.schema';
import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError, UpstreamError } from '../lib/errors';
import type { OrderStore } from '../ports/order-store';
import type { InvoiceLinks, Payments } from '../ports/payments';
import { loadOrder } from './order-view';

export interface OrderInvoiceDeps {
  orders: OrderStore;
  payments: () => Promise<Payments>;
}

/** The payment provider's invoice of a completed, paid order. */
export async function getOrderInvoice(deps: OrderInvoiceDeps, reference: string): Promise<InvoiceResponse> {
  const order = await loadOrder(deps.orders, reference);
  const notAvailable = new NotFoundError(MESSAGES.invoice.notAvailable.description);
  if (order.status !== 'completed' || !order.stripe_session_id) throw notAvailable;
  let links: InvoiceLinks | null;
  try {
    const payments = await deps.payments();
    links = await payments.getInvoice(order.stripe_session_id, order.stripe_invoice_id ?? null);
  } catch (error) {
    throw new UpstreamError(MESSAGES.invoice.error.description, error);
  }
  if (!links) throw notAvailable;
  return links;
}
