import type { AdminEsimsResponse } from '../../shared/api/admin.schema';
import { remainingMb, usageStatus } from '../../shared/esim/usage';
import { MESSAGES } from '../../shared/validation/messages';
import { allowedBodyFields, matchProviderEndpoint } from '../../shared/api/provider-endpoints';
import type * as z from '../../shared/validation/zod';
import {
  CONSOLE_TOKEN_UNAVAILABLE,
  ICCID_LIST_PLACEHOLDER,
  type iccidReminderRequestSchema,
} from '../../shared/api/admin.schema';
import { ServiceUnavailableError, TooManyRequestsError, UpstreamError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  ProviderTokenUnavailableError,
  type EsimProvider,
  type ProviderHttpResult,
  type ProviderSim,
} from '../ports/esim-provider';
import type { Mailer } from '../ports/mailer';
import type { OrderStore } from '../ports/order-store';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter';
import { deliveredIccidList, iccidList, type UserStore } from '../ports/user-store';
import { escapeHtml } from '../emails/mail-layout';

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

export const PROVIDER_PROXY_MESSAGES = {
  notOnList: 'This endpoint is not on the API console list',
  bodyField: (field: string) => `The field ${field} is not part of this endpoint's body`,
  tooMany: 'Too many API calls. Please wait a moment and try again.',
} as const;

/** Console calls per admin: any endpoint, and the ones that allocate, charge or message. */
export const PROVIDER_PROXY_LIMITS = {
  perMinute: 60,
  costlyPerHour: 20,
} as const;

/**
 * The staff API console's call, made by the server so that the provider token never reaches a
 * browser. Only an allow-listed method and path with the endpoint's own body fields is forwarded,
 * within the caller's limits.
 */
export async function proxyProviderCall(
  deps: { provider: EsimProvider; limiter: RateLimiter },
  caller: { sub: string },
  request: { method: string; path: string; body?: Record<string, unknown> | undefined },
): Promise<ProviderHttpResult> {
  const endpoint = matchProviderEndpoint(request.method, request.path);
  if (!endpoint) throw new ValidationError(PROVIDER_PROXY_MESSAGES.notOnList);
  const allowed = allowedBodyFields(endpoint);
  const extra = Object.keys(request.body ?? {}).find((field) => !allowed.includes(field));
  if (extra !== undefined) throw new ValidationError(PROVIDER_PROXY_MESSAGES.bodyField(extra));
  const limits: RateLimit[] = [
    { key: `provider-proxy#${caller.sub}`, limit: PROVIDER_PROXY_LIMITS.perMinute, windowSeconds: 60 },
    ...(endpoint.costly
      ? [
          {
            key: `provider-proxy-costly#${caller.sub}`,
            limit: PROVIDER_PROXY_LIMITS.costlyPerHour,
            windowSeconds: 3600,
          },
        ]
      : []),
  ];
  for (const limit of limits) {
    if (!(await deps.limiter.consume(limit)))
      throw new TooManyRequestsError(limit.windowSeconds, PROVIDER_PROXY_MESSAGES.tooMany);
  }
  const body = endpoint.body === undefined ? undefined : (request.body ?? {});
  try {
    return await deps.provider.call(endpoint.method, request.path, body);
  } catch (error) {
    if (error instanceof ProviderTokenUnavailableError) {
      throw new ServiceUnavailableError(CONSOLE_TOKEN_UNAVAILABLE, MESSAGES.console.tokenMissing.title);
    }
    throw new UpstreamError(MESSAGES.console.networkFailed, error);
  }
}

const textFromHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Mails one admin may send from the staff pages in an hour (each page counts on its own). */
export const STAFF_MAILS_PER_HOUR = 30;
export const STAFF_MAILS_TOO_MANY = 'Too many test emails. Please wait before sending more.';

async function countStaffMail(limiter: RateLimiter, page: string, caller: { sub: string }): Promise<void> {
  const allowed = await limiter.consume({
    key: `${page}#${caller.sub}`,
    limit: STAFF_MAILS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!allowed) throw new TooManyRequestsError(3600, STAFF_MAILS_TOO_MANY);
}

/** The e-mail test page: sends one message as given; a failure is reported, not thrown. */
export async function sendTestEmail(
  deps: { mailer: Mailer; limiter: RateLimiter },
  caller: { sub: string },
  input: { to: string; subject: string; html: string; from?: string },
): Promise<{ success: boolean; error?: string }> {
  await countStaffMail(deps.limiter, 'test-email', caller);
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

export const ICCID_REMINDER_MESSAGES = {
  sent: (count: number) => `ICCID reminder sent with ${count} ${count === 1 ? 'ICCID' : 'ICCIDs'}`,
  noEsim: 'No eSIM found for this email address',
} as const;

const listHtml = (iccids: string[]) => `<ul>${iccids.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** Puts the ICCIDs where the template says `{{iccid_list}}`, or after the message when it does not. */
function withIccids(template: string, list: string): string {
  return template.includes(ICCID_LIST_PLACEHOLDER)
    ? template.split(ICCID_LIST_PLACEHOLDER).join(list)
    : `${template}\n${list}`;
}

/**
 * The /mailchimp-api composer: mails the recipient's ICCIDs (from the users table) with the staff's
 * subject, HTML, plain text and sender. A recipient without an eSIM gets nothing, and the answer says so.
 */
export async function sendIccidReminderTest(
  deps: { users: UserStore; mailer: Mailer; limiter: RateLimiter },
  caller: { sub: string },
  input: z.output<typeof iccidReminderRequestSchema>,
): Promise<{ success: boolean; message: string; iccid_count: number }> {
  await countStaffMail(deps.limiter, 'iccid-reminder', caller);
  const user = await deps.users.getByEmail(input.email.toLowerCase());
  const iccids = user ? iccidList(user) : [];
  if (iccids.length === 0) return { success: false, message: ICCID_REMINDER_MESSAGES.noEsim, iccid_count: 0 };
  const from = input.from_email
    ? input.from_name
      ? `${input.from_name} <${input.from_email}>`
      : input.from_email
    : undefined;
  try {
    await deps.mailer.send({
      to: input.email,
      subject: input.subject,
      html: withIccids(input.html, listHtml(iccids)),
      text: withIccids(input.text || textFromHtml(input.html), iccids.join('\n')),
      ...(from && { from }),
    });
  } catch (error) {
    logger.warn('ICCID reminder test failed', { error: error as Error });
    return { success: false, message: MESSAGES.mail.sendFailed, iccid_count: iccids.length };
  }
  return { success: true, message: ICCID_REMINDER_MESSAGES.sent(iccids.length), iccid_count: iccids.length };
}
