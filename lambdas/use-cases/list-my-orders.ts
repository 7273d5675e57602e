import type { MyOrdersResponse } from '../../shared/api/accounts.schema';
import { isDelivered, orderKind } from '../../shared/order/order';
import type { OrderRecord, OrderStore } from '../ports/order-store';
import { iccidList, type UserStore } from '../ports/user-store';
import type { SignedInCaller } from './session-user';

/**
 * Whether an order placed with the account's e-mail is the account's: its buyer proved the e-mail at
 * checkout, or the eSIM it delivered (a top-up: topped up) is in the account's list. Anyone may check
 * out with any address, so a stranger's purchase stays out of the account until it is claimed.
 */
function isAccountOrder(order: OrderRecord, claimed: ReadonlySet<string>): boolean {
  if (order.email_proven) return true;
  const iccid = orderKind(order) === 'topup' ? order.target_iccid : order.iccid;
  return Boolean(iccid && claimed.has(iccid));
}

/** GET /api/me/orders: the account's orders (see `isAccountOrder`), newest first. */
export async function listMyOrders(
  deps: { orders: OrderStore; users: UserStore },
  caller: SignedInCaller,
): Promise<MyOrdersResponse> {
  const [orders, user] = await Promise.all([
    deps.orders.listByEmail(caller.email),
    deps.users.getByEmail(caller.email),
  ]);
  const claimed = new Set(user ? iccidList(user) : []);
  return {
    orders: orders
      .filter((order) => isAccountOrder(order, claimed))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((order) => ({
        reference: order.order_id,
        createdAt: order.created_at,
        status: order.status,
        bundleName: order.order_data.bundle.name,
        zone: order.order_data.bundle.zone,
        totalCents: order.final_price,
        delivered: isDelivered(order),
        kind: orderKind(order),
      })),
  };
}
