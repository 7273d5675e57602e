import { zoneOfBundle } from '../../shared/bundles/top-up-offers';
import type { Catalogue } from '../../shared/catalogue/catalogue';
import { orderKind } from '../../shared/order/order';
import { normaliseIccid, statusCheckInput } from '../../shared/validation/rules';
import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { EsimProvider } from '../ports/esim-provider';
import type { OrderStore } from '../ports/order-store';
import { isDeliveredTo, type UserRecord, type UserStore } from '../ports/user-store';

export interface TopUpTargetDeps {
  catalogue: Catalogue;
  users: UserStore;
  orders: OrderStore;
  provider: EsimProvider;
}

interface TopUpTarget {
  user: UserRecord;
  iccid: string;
  zone: string;
}

/**
 * The eSIM a top-up is for, proved as the status checker proves it: the ICCID must be one of the
 * e-mail's (one 404 for no account, no eSIM and a wrong ICCID, so a stranger learns nothing).
 * Its zone comes from the order that delivered it, else from the bundle the provider reports.
 */
export async function topUpTarget(
  deps: TopUpTargetDeps,
  body: { email?: string | null; iccid?: string | null },
): Promise<TopUpTarget> {
  const input = statusCheckInput(body);
  if (!input.ok) {
    throw new ValidationError(input.message, input.field ? { [input.field]: input.message } : undefined);
  }
  const user = await deps.users.getByEmail(input.email);
  if (!user || !isDeliveredTo(input.iccid, user)) throw new NotFoundError(MESSAGES.status.noMatch);
  const iccid = normaliseIccid(input.iccid);
  const zone = (await zoneFromOrders(deps, user.email, iccid)) ?? (await zoneFromProvider(deps, iccid));
  if (!zone) throw new ConflictError(MESSAGES.topUp.noOffers);
  return { user, iccid, zone };
}

async function zoneFromOrders(deps: TopUpTargetDeps, email: string, iccid: string): Promise<string | null> {
  const orders = await deps.orders.listByEmail(email);
  const delivered = orders.find((order) => orderKind(order) === 'esim' && order.iccid === iccid);
  return delivered?.order_data.bundle.zone || null;
}

async function zoneFromProvider(deps: TopUpTargetDeps, iccid: string): Promise<string | null> {
  try {
    return zoneOfBundle(deps.catalogue, (await deps.provider.getBundleStatus(iccid)).bundleId);
  } catch (error) {
    logger.warn('Bundle of an eSIM to top up unavailable', { iccid, error: error as Error });
    return null;
  }
}
