import type { AdminEsimsResponse } from '../../shared/api/admin.schema';
import { remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
import type { EsimProvider, ProviderSim } from '../ports/esim-provider';
import type { OrderStore } from '../ports/order-store';
import { deliveredIccidList, type UserStore } from '../ports/user-store';

/** Accounts whose e-mail a search may match at most: their eSIMs and orders are looked up one by one. */
export const MAX_SEARCHED_ACCOUNTS = 25;

/** The ICCIDs and order references of the accounts whose e-mail holds `text` (lower case). */
async function simsOfMatchingAccounts(
  deps: { users: UserStore; orders: OrderStore },
  text: string,
): Promise<{ iccids: Set<string>; references: Set<string> }> {
  // The users table's e-mail search (also User Management's): read once per search submitted, and
  // never beyond the first MAX_SEARCHED_ACCOUNTS matches.
  const { users } = await deps.users.listPage({ search: text, limit: MAX_SEARCHED_ACCOUNTS });
  const accounts = users.filter((user) => user.email.toLowerCase().includes(text));
  const orders = (await Promise.all(accounts.map((user) => deps.orders.listByEmail(user.email)))).flat();
  return {
    iccids: new Set([
      ...accounts.flatMap((user) => deliveredIccidList(user)),
      ...orders.flatMap((o) => (o.iccid ? [o.iccid] : [])),
    ]),
    references: new Set(orders.map((o) => o.order_id)),
  };
}

/**
 * What the SIM overview is narrowed to: SIMs any part of whose ICCID (digits), order reference or
 * owner's e-mail is the search, in any case ('ada@exa', 'gmail', '0025', 'order_17').
 */
async function simFilter(
  deps: { users: UserStore; orders: OrderStore },
  search: string | undefined,
): Promise<(sim: ProviderSim) => boolean> {
  const text = search?.trim().toLowerCase();
  if (!text) return () => true;
  // Digits (spaces allowed, as ICCIDs are often written in groups) search the ICCIDs alone.
  const digits = /^[\d\s]+$/.test(text) ? text.replace(/\s/g, '') : null;
  const owned = digits === null ? await simsOfMatchingAccounts(deps, text) : null;
  return (sim) =>
    (digits !== null && sim.iccid.includes(digits)) ||
    (sim.customReference?.toLowerCase().includes(text) ?? false) ||
    (owned !== null &&
      (owned.iccids.has(sim.iccid) ||
        (sim.customReference !== null && owned.references.has(sim.customReference))));
}

/**
 * The admin's SIM overview: the SIMs the provider knows with their bundle status, searched by part of
 * an ICCID, an order reference or a customer's e-mail (the ICCIDs of the account and of its orders),
 * one page at a time.
 */
export async function listAdminEsims(
  deps: { provider: EsimProvider; users: UserStore; orders: OrderStore; now: () => Date },
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<AdminEsimsResponse> {
  let sims;
  try {
    sims = await deps.provider.listSims();
  } catch (error) {
    throw new UpstreamError(MESSAGES.status.bundleStatusFailed, error);
  }
  const matching = sims.filter(await simFilter(deps, query.q));
  const start = (query.page - 1) * query.pageSize;
  return {
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    sims: matching.slice(start, start + query.pageSize).map((sim) => {
      const status = sim.status ?? { iccid: sim.iccid };
      return {
        iccid: sim.iccid,
        usageStatus: usageStatus(status, deps.now()),
        bundleId: sim.status?.bundleId ?? null,
        bundleExpiry: sim.status?.bundleExpiry ?? null,
        remainingMb: remainingMb(status),
        totalMb: sim.status?.totalDataAllocation ?? null,
        customReference: sim.customReference,
      };
    }),
  };
}
