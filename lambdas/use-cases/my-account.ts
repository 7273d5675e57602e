import type { BusinessResponse, MyEsimsResponse, MyOrdersResponse } from '../../shared/api/accounts.schema';
import { isDelivered, orderKind } from '../../shared/order/order';
import { ForbiddenError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { OrderStore } from '../ports/order-store';
import { iccidList, type UserRecord, type UserStore } from '../ports/user-store';
import { esimStatusOf, type EsimStatusDeps } from './check-esim-status';
import { businessIdOf, signedInUser, type SignedInCaller } from './session-user';

/** GET /api/me/esims: each eSIM of the account; one the provider cannot report comes with nulls. */
export async function listMyEsims(
  deps: Pick<EsimStatusDeps, 'users' | 'provider' | 'now'>,
  caller: SignedInCaller,
): Promise<MyEsimsResponse> {
  const user = await signedInUser(deps, caller);
  const esims = await Promise.all(
    iccidList(user).map(async (iccid) => {
      try {
        return { ...(await esimStatusOf(deps, iccid)), statusAvailable: true };
      } catch {
        return unavailableEsim(iccid);
      }
    }),
  );
  return { esims };
}

const unavailableEsim = (iccid: string): MyEsimsResponse['esims'][number] => ({
  iccid,
  bundleState: 'Inactive',
  usageStatus: 'Not Activated',
  bundleId: null,
  bundleExpiry: null,
  remainingMb: null,
  totalMb: null,
  percentUsed: 0,
  topUps: [],
  activationCode: null,
  qrCodeDataUrl: null,
  statusAvailable: false,
});

/** GET /api/me/orders: the orders placed with the account's e-mail, newest first. */
export async function listMyOrders(
  deps: { orders: OrderStore },
  caller: SignedInCaller,
): Promise<MyOrdersResponse> {
  const orders = await deps.orders.listByEmail(caller.email);
  return {
    orders: orders
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

/** GET /api/business: the caller's business (the shop's brand) and its users; 403 for other account types. */
export async function getBusiness(
  deps: { users: UserStore; brands: BrandStore },
  caller: SignedInCaller,
): Promise<BusinessResponse> {
  const user = await signedInUser(deps, caller);
  const businessId = businessIdOf(user);
  if (!businessId) throw new ForbiddenError();
  const [brand, members, owner] = await Promise.all([
    deps.brands.get(),
    deps.users.listByBusiness(businessId),
    businessId === user.id ? user : deps.users.getById(businessId),
  ]);
  const byId = new Map<string, UserRecord>();
  for (const member of [owner, user, ...members]) if (member) byId.set(member.id, member);
  return {
    business: {
      name: brand.name,
      logoUrl: brand.logoUrl,
      primaryColor: brand.colors.primary,
      secondaryColor: brand.colors.secondary,
    },
    users: [...byId.values()]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((member) => ({
        email: member.email,
        fullName: member.full_name,
        accountType: member.account_type,
        createdAt: member.created_at,
      })),
  };
}
