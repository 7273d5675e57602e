import type { AdminEsimsResponse } from '../../shared/api/admin.schema';
import { remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { UpstreamError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { EsimProvider, ProviderHttpResult, ProviderSim } from '../ports/esim-provider';
import type { Mailer } from '../ports/mailer';
import type { OrderStore } from '../ports/order-store';
import { iccidList, type UserStore } from '../ports/user-store';

/** What the SIM overview is narrowed to: an e-mail's SIMs, or SIMs whose ICCID holds the digits. */
async function simFilter(
  deps: { users: UserStore; orders: OrderStore },
  search: string | undefined,
): Promise<(sim: ProviderSim) => boolean> {
  if (!search) return () => true;
  if (search.includes('@')) {
    const email = search.toLowerCase();
    const [user, orders] = await Promise.all([deps.users.getByEmail(email), deps.orders.listByEmail(email)]);
    const iccids = new Set([
      ...(user ? iccidList(user) : []),
      ...orders.flatMap((o) => (o.iccid ? [o.iccid] : [])),
    ]);
    const references = new Set(orders.map((o) => o.order_id));
    return (sim) =>
      iccids.has(sim.iccid) || (sim.customReference !== null && references.has(sim.customReference));
  }
  const digits = search.replace(/\D/g, '');
  const text = search.toLowerCase();
  return (sim) =>
    (digits !== '' && sim.iccid.includes(digits)) ||
    (sim.customReference?.toLowerCase().includes(text) ?? false);
}

/**
 * The admin's SIM overview: the SIMs the provider knows with their bundle status, searched by ICCID
 * or by a customer's e-mail (the ICCIDs of the account and of its orders), one page at a time.
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

/** The staff API console's call, made by the server so that the provider token never reaches a browser. */
export async function proxyProviderCall(
  deps: { provider: EsimProvider },
  request: { method: string; path: string; body?: unknown },
): Promise<ProviderHttpResult> {
  try {
    return await deps.provider.call(request.method, request.path, request.body);
  } catch (error) {
    throw new UpstreamError(MESSAGES.console.networkFailed, error);
  }
}

const textFromHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The e-mail test page: sends one message as given; a failure is reported, not thrown. */
export async function sendTestEmail(
  deps: { mailer: Mailer },
  input: { to: string; subject: string; html: string; from?: string },
): Promise<{ success: boolean; error?: string }> {
  try {
    await deps.mailer.send({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: textFromHtml(input.html),
      ...(input.from && { from: input.from }),
    });
    return { success: true };
  } catch (error) {
    logger.warn('Test e-mail failed', { error: error as Error });
    return { success: false, error: MESSAGES.mail.sendFailed };
  }
}
