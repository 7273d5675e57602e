import type { OrderView } from '../../shared/api/orders.schema';
import type { OrderStore } from '../ports/order-store';
import { loadOrder, toOrderView } from './order-view';

/** What the success page shows of the order with this reference. */
export async function getOrderView(deps: { orders: OrderStore }, reference: string): Promise<OrderView> {
  return toOrderView(await loadOrder(deps.orders, reference));
}
