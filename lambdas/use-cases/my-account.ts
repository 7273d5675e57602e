import type { BusinessResponse, MyEsimsResponse, MyOrdersResponse } from '../../shared/api/accounts.schema';
import { isDelivered, orderKind } from '../../shared/order/order';
import { ForbiddenError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { OrderRecord, OrderStore } from '../ports/order-store';
import { iccidList, unclaimedIccidList, type UserRecord, type UserStore } from '../ports/user-store';
import { esimStatusOf, type EsimStatusDeps } from './check-esim-status';
import { businessIdOf, signedInUser, type SignedInCaller } from './session-user';

/**
 * GET /api/me/esims: each eSIM in the account's list (one the provider cannot report comes with
 * nulls), and how many bought for its e-mail wait to be claimed.
 */
export async function listMyEsims(
  deps: Pick<EsimStatusDeps, 'users' | 'provider' | 'now' | 'catalogue'>,
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
  return { esims, unclaimed: unclaimedIccidList(user).length };
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
