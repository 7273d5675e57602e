import { randomUUID } from 'node:crypto';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { loadCatalogue } from '../../shared/catalogue/shipped-catalogue';
import type { Coupon } from '../../shared/pricing/pricing';
import { ConflictError, ValidationError } from '../lib/errors';
import type { AuditCursor, AuditEntry, AuditLog, AuditQuery, AuditRecord } from '../ports/audit-log';
import type { BrandStore } from '../ports/brand-store';
import type { EsimProvider, ProviderBundleStatus } from '../ports/esim-provider';
import type { CouponStore } from '../ports/coupon-store';
import type { MailMessage, Mailer } from '../ports/mailer';
import type {
  OrderCursor,
  OrderRecord,
  OrderStatus,
  OrderStore,
  OrderUpdate,
  UpdateCondition,
} from '../ports/order-store';
import type { PaymentEventStore } from '../ports/payment-event-store';
import {
  saleIncrements,
  type SaleRefund,
  type SalesCounters,
  type SalesDays,
  type SalesLedger,
  type SaleStep,
} from '../ports/sales-ledger';
import type {
  CheckoutSessionInput,
  PaymentEvent,
  Payments,
  RefundInput,
  RefundResult,
} from '../ports/payments';
import {
  deliveredIccidList,
  iccidList,
  unclaimedIccidList,
  type UserRecord,
  type UserStore,
} from '../ports/user-store';
import type { VerificationStore } from '../ports/verification-store';
import type { ExecutionState, Workflow } from '../ports/workflow';

/** In-memory ports with the same rules as the DynamoDB adapters, for use-case tests. */
export class MemoryOrders implements OrderStore {
  readonly rows = new Map<string, OrderRecord>();
  async create(order: OrderRecord) {
    if (this.rows.has(order.order_id)) throw new ConflictError('exists');
    this.rows.set(order.order_id, structuredClone(order));
  }
  async get(id: string) {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }
  /** The clock of updated_at; tests move it to make an order stall. */
  now = () => new Date();
  async update(id: string, update: OrderUpdate, expected?: OrderStatus[] | UpdateCondition) {
    const row = this.rows.get(id);
    const when: UpdateCondition = Array.isArray(expected) ? { status: expected } : (expected ?? {});
    if (!row) return false;
    if (when.status && !when.status.includes(row.status)) return false;
    if (when.paid !== undefined && row.paid !== when.paid) return false;
    if (when.updatedAt !== undefined && row.updated_at !== when.updatedAt) return false;
    if (when.retryCount !== undefined && (row.retry_count ?? 0) !== when.retryCount) return false;
    if (when.withoutIccid && row.iccid) return false;
    if (when.withoutRefund && row.refund) return false;
    if (
      when.pendingRefundSince !== undefined &&
      (row.refund?.state !== 'pending' || row.refund.requested_at !== when.pendingRefundSince)
    )
      return false;
    Object.assign(row, update, { updated_at: this.now().toISOString() });
    return true;
  }
  async listByEmail(email: string) {
    return [...this.rows.values()].filter((o) => o.user_email === email);
  }
  async listStalled(updatedBefore: string, limit: number) {
    return [...this.rows.values()]
      .filter((o) => o.status === 'started' && o.paid && o.updated_at < updatedBefore)
      .sort((a, b) => a.updated_at.localeCompare(b.updated_at))
      .slice(0, limit)
      .map((o) => structuredClone(o));
  }
  async listNewest(input: { status?: OrderStatus; limit: number; after?: OrderCursor }) {
    const key = (o: { created_at: string; order_id: string }) => `${o.created_at}\u0000${o.order_id}`;
    const after = input.after && key({ created_at: input.after.createdAt, order_id: input.after.orderId });
    const matching = [...this.rows.values()]
      .filter((o) => (!input.status || o.status === input.status) && (!after || key(o) < after))
      .sort((a, b) => (key(a) < key(b) ? 1 : -1));
    const orders = matching.slice(0, input.limit).map((o) => structuredClone(o));
    const last = orders.at(-1);
    const next: OrderCursor | null =
      matching.length > input.limit && last ? { createdAt: last.created_at, orderId: last.order_id } : null;
    return { orders, next };
  }
  async listCreatedSince(since: Date, options: { before?: Date; limit?: number } = {}) {
    const before = options.before?.toISOString();
    return [...this.rows.values()]
      .filter((o) => o.created_at >= since.toISOString() && (!before || o.created_at < before))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(0, options.limit)
      .map((o) => structuredClone(o));
  }
}

export class MemoryUsers implements UserStore {
  readonly rows = new Map<string, UserRecord>();
  async getByEmail(email: string) {
    return this.rows.get(email.trim().toLowerCase()) ?? null;
  }
  async getById(id: string) {
    return [...this.rows.values()].find((u) => u.id === id) ?? null;
  }
  async ensureUser(email: string, fullName: string) {
    const existing = await this.getByEmail(email);
    if (existing) return { user: existing, created: false };
    const user: UserRecord = {
      id: randomUUID(),
      email: email.trim().toLowerCase(),
      full_name: fullName,
      account_type: 'own-user',
      iccid: '',
      created_at: new Date().toISOString(),
    };
    this.rows.set(user.email, user);
    return { user, created: true };
  }
  async create(user: UserRecord) {
    if (this.rows.has(user.email)) throw new ConflictError('exists');
    this.rows.set(user.email, user);
  }
  async addIccid(user: UserRecord, iccid: string) {
    const row = this.rows.get(user.email);
    if (row && !iccidList(row).includes(iccid)) row.iccid = [row.iccid, iccid].filter(Boolean).join(',');
  }
  async addUnclaimedIccid(user: UserRecord, iccid: string) {
    const row = this.rows.get(user.email);
    if (row && !deliveredIccidList(row).includes(iccid))
      row.unclaimed_iccid = [row.unclaimed_iccid, iccid].filter(Boolean).join(',');
  }
  async claimIccids(email: string) {
    const row = await this.getByEmail(email);
    if (!row || unclaimedIccidList(row).length === 0) return [];
    const moved = unclaimedIccidList(row).filter((iccid) => !iccidList(row).includes(iccid));
    row.iccid = [...iccidList(row), ...moved].join(',');
    row.unclaimed_iccid = '';
    return moved;
  }
  async updateName(email: string, fullName: string) {
    const user = await this.getByEmail(email);
    if (user) user.full_name = fullName;
    return user;
  }
  async listByBusiness(businessId: string) {
    return [...this.rows.values()].filter((u) => u.business_id === businessId);
  }
  async listPage(input: { search?: string; limit: number; after?: string }) {
    const all = [...this.rows.values()].sort((a, b) => a.email.localeCompare(b.email));
    const start = input.after ? all.findIndex((u) => u.email === input.after) + 1 : 0;
    const search = input.search;
    const matching = all
      .slice(start)
      .filter((u) => !search || u.email.includes(search.toLowerCase()) || u.full_name.includes(search));
    const users = matching.slice(0, input.limit);
    return { users, next: matching.length > input.limit ? (users.at(-1)?.email ?? null) : null };
  }
}

export class MemoryCoupons implements CouponStore {
  readonly rows = new Map<string, Coupon>();
  constructor(coupons: Coupon[] = []) {
    for (const coupon of coupons) this.rows.set(coupon.code.toUpperCase(), coupon);
  }
  async get(code: string) {
    // A copy, as the table gives: a later setStatus does not change a coupon already read.
    const coupon = this.rows.get(code.trim().toUpperCase());
    return coupon ? { ...coupon } : null;
  }
  async list() {
    return [...this.rows.values()];
  }
  async create(coupon: Coupon) {
    const code = coupon.code.toUpperCase();
    if (this.rows.has(code)) throw new ConflictError('exists');
    this.rows.set(code, { ...coupon, code });
  }
  async setStatus(code: string, status: string) {
    const coupon = this.rows.get(code.toUpperCase());
    if (!coupon) return null;
    coupon.status = status;
    return { ...coupon };
  }
}

export const couponsOf = (...coupons: Coupon[]) => new MemoryCoupons(coupons);

export const fixedBrand: BrandStore = { get: async () => DEFAULT_BRAND, put: async () => undefined };

export class RecordingWorkflow implements Workflow {
  readonly started: string[] = [];
  /** What DescribeExecution answers per execution name; a started one is running unless set. */
  readonly states = new Map<string, ExecutionState>();
  failWith: Error | null = null;
  private name(orderId: string, attempt: number) {
    return attempt > 0 ? `${orderId}-retry-${attempt}` : orderId;
  }
  async startFulfilment(orderId: string, attempt = 0) {
    if (this.failWith) throw this.failWith;
    const name = this.name(orderId, attempt);
    if (this.started.includes(name)) return false;
    this.started.push(name);
    return true;
  }
  async fulfilmentState(orderId: string, attempt = 0): Promise<ExecutionState> {
    const name = this.name(orderId, attempt);
    return this.states.get(name) ?? (this.started.includes(name) ? 'running' : 'missing');
  }
}

export class MemoryPaymentEvents implements PaymentEventStore {
  readonly ids = new Set<string>();
  readonly rejected: { key: string; reason: string }[] = [];
  async recordRejected(key: string, reason: string) {
    this.rejected.push({ key, reason });
  }
  async markProcessed(eventId: string) {
    if (this.ids.has(eventId)) return false;
    this.ids.add(eventId);
    return true;
  }
}

/** Payments whose webhook "signature" is the literal 'valid'. */
export class FakePayments implements Payments {
  readonly sessions: CheckoutSessionInput[] = [];
  failWith: Error | null = null;
  invoice: { invoicePdfUrl: string | null; invoiceUrl: string | null } | null = null;
  async createCheckoutSession(input: CheckoutSessionInput) {
    if (this.failWith) throw this.failWith;
    this.sessions.push(input);
    return { id: `cs_${this.sessions.length}`, url: `https://pay.example/cs_${this.sessions.length}` };
  }
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
    if (signature !== 'valid') throw new ValidationError('Invalid payment signature.');
    return JSON.parse(rawBody) as PaymentEvent;
  }
  async getInvoice() {
    return this.invoice;
  }
  /** Refunds made, one per idempotency key, as Stripe keeps them. */
  readonly refunds: (RefundInput & RefundResult)[] = [];
  refundCalls = 0;
  refundFailWith: Error | null = null;
  async refund(input: RefundInput): Promise<RefundResult> {
    this.refundCalls += 1;
    if (this.refundFailWith) throw this.refundFailWith;
    const made = this.refunds.find((refund) => refund.idempotencyKey === input.idempotencyKey);
    if (made) return { id: made.id, amountCents: made.amountCents };
    const refund = { ...input, id: `re_${this.refunds.length + 1}` };
    this.refunds.push(refund);
    return { id: refund.id, amountCents: refund.amountCents };
  }
}

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failWith: Error | null = null;
  async send(message: MailMessage) {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
    return { messageId: `m${this.sent.length}` };
  }
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

export function fakeProvider(overrides: Partial<EsimProvider> = {}): EsimProvider {
  const status: ProviderBundleStatus = {
    iccid: '',
    bundleId: '01032_3',
    bundleExpiry: '2099-01-01T00:00:00Z',
    bundleBalance: '1024',
    totalDataAllocation: 5120,
    isBundleDepleted: false,
    isBundleExpired: false,
  };
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    requestAllocation: unexpected,
    findAllocation: unexpected,
    getActivationCode: async () => 'LPA:1$smdp.example$CODE',
    getQrCodePng: async () => PNG,
    getBundleStatus: async (iccid) => ({ ...status, iccid }),
    getTopUpHistory: async () => [{ productBundleId: '01032_5', valueMb: 1024, date: '2026-11-01' }],
    applyTopUp: unexpected,
    listSims: unexpected,
    releaseProfile: unexpected,
    call: unexpected,
    ...overrides,
  };
}

export const catalogue = loadCatalogue();
export const NOW = new Date('2026-11-22T10:00:00Z');

/** Codes and proofs in memory, with the DynamoDB adapter's rules (each call is one atomic step). */
export class MemoryVerifications implements VerificationStore {
  readonly codes = new Map<string, { codeHash: string; expiresAt: Date; attempts: number }>();
  readonly proofs = new Map<string, { email: string; expiresAt: Date }>();
  async putCode(email: string, codeHash: string, expiresAt: Date) {
    this.codes.set(email, { codeHash, expiresAt, attempts: 0 });
  }
  async redeemCode(email: string, codeHash: string, now: Date, maxAttempts: number) {
    const code = this.codes.get(email);
    if (!code) return false;
    if (code.codeHash === codeHash && code.expiresAt > now && code.attempts < maxAttempts) {
      this.codes.delete(email);
      return true;
    }
    code.attempts += 1;
    return false;
  }
  async putProof(proofHash: string, email: string, expiresAt: Date) {
    this.proofs.set(proofHash, { email, expiresAt });
  }
  async proofEmail(proofHash: string, now: Date) {
    const proof = this.proofs.get(proofHash);
    return proof && proof.expiresAt > now ? proof.email : null;
  }
  async consumeProof(proofHash: string, email: string, now: Date) {
    const proof = this.proofs.get(proofHash);
    if (!proof || proof.email !== email || proof.expiresAt <= now) return null;
    this.proofs.delete(proofHash);
    return proof.expiresAt;
  }
}

/**
 * The audit log in memory, with the DynamoDB adapter's order (newest first by time, then id) and
 * paging. `entries` holds what was recorded, oldest first, as stored (before/after through JSON).
 */
export class MemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];
  /** The clock that stamps entries; tests may move it. */
  now = () => new Date();
  failWith: Error | null = null;
  async record(entry: AuditRecord) {
    if (this.failWith) throw this.failWith;
    const stored = JSON.parse(JSON.stringify(entry)) as AuditRecord;
    const id = `audit-${String(this.entries.length + 1).padStart(6, '0')}`;
    this.entries.push({
      ...stored,
      actor: { ...stored.actor, email: stored.actor.email.toLowerCase() },
      id,
      at: this.now().toISOString(),
    });
  }
  async list(query: AuditQuery) {
    const position = (e: AuditCursor) => `${e.at}#${e.id}`;
    const after = query.after && position(query.after);
    const actor = query.actor;
    const matching = this.entries
      .filter(
        (e) =>
          (!actor ||
            ('id' in actor ? e.actor.id === actor.id : e.actor.email === actor.email.toLowerCase())) &&
          (!query.kind || e.kind === query.kind) &&
          (!after || position(e) < after),
      )
      .sort((a, b) => (position(a) < position(b) ? 1 : -1));
    const entries = matching.slice(0, query.limit).map((e) => structuredClone(e));
    const last = entries.at(-1);
    const next: AuditCursor | null =
      matching.length > query.limit && last ? { at: last.at, id: last.id } : null;
    return { entries, next };
  }
  /** The recorded entries without their stamps, for assertions on what a use-case recorded. */
  records(): AuditRecord[] {
    return this.entries.map(({ id: _id, at: _at, ...record }) => record);
  }
}

export const memoryAuditLog = () => new MemoryAuditLog();

/** A signed-in own-admin, the caller of the admin routes' use-cases. */
export const ADMIN_CALLER = { sub: 'admin-sub-1', email: 'boss@example.com', groups: ['own-admin'] };

/**
 * The sales figures in memory, with the DynamoDB ledger's rule: one count per order step (per refund
 * id for refunds), whatever the number of calls. `counts` lists what was counted, in order.
 */
export class MemorySalesLedger implements SalesLedger {
  readonly counts: { marker: string; date: string; zone: string; coupon: string | null }[] = [];
  private readonly rows: {
    date: string;
    zone: string;
    coupon: string | null;
    add: Partial<SalesCounters>;
  }[] = [];
  failWith: Error | null = null;

  async recordOrder(step: SaleStep, order: OrderRecord, at: Date) {
    return this.count(`order#${order.order_id}#${step}`, order, saleIncrements(step, order), at);
  }
  async recordRefund(refund: SaleRefund) {
    return this.count(
      `refund#${refund.refundId}`,
      refund.order,
      { refunds: 1, refundedCents: refund.amountCents },
      refund.at,
    );
  }
  private async count(marker: string, order: OrderRecord, add: Partial<SalesCounters>, at: Date) {
    if (this.failWith) throw this.failWith;
    if (order.test || this.counts.some((c) => c.marker === marker)) return false;
    const row = {
      date: at.toISOString().slice(0, 10),
      zone: order.order_data.bundle.zone,
      coupon: order.coupon_code,
    };
    this.counts.push({ marker, ...row });
    this.rows.push({ ...row, add });
    return true;
  }
  /** The steps counted for an order, in order. */
  stepsOf(orderId: string): string[] {
    return this.counts
      .filter((c) => c.marker.startsWith(`order#${orderId}#`))
      .map((c) => c.marker.slice(`order#${orderId}#`.length));
  }
  async readDays(from: string, to: string): Promise<SalesDays> {
    const sum = (rows: typeof this.rows) => {
      const total: SalesCounters = {
        started: 0,
        paid: 0,
        grossCents: 0,
        vatCents: 0,
        netCents: 0,
        delivered: 0,
        failed: 0,
        refunds: 0,
        refundedCents: 0,
      };
      for (const { add } of rows)
        for (const [key, value] of Object.entries(add)) total[key as keyof SalesCounters] += value;
      return total;
    };
    const inRange = this.rows.filter((r) => r.date >= from && r.date <= to);
    const groups = <K extends string>(key: (r: (typeof inRange)[number]) => K | null) => {
      const map = new Map<string, typeof inRange>();
      for (const row of inRange) {
        const k = key(row);
        if (k !== null) map.set(k, [...(map.get(k) ?? []), row]);
      }
      return [...map.entries()].map(([k, rows]) => ({ key: k, date: rows[0]!.date, counters: sum(rows) }));
    };
    return {
      days: groups((r) => r.date).map((g) => ({ date: g.date, ...g.counters })),
      zones: groups((r) => `${r.date}#${r.zone}`).map((g) => ({
        date: g.date,
        zone: g.key.split('#')[1]!,
        ...g.counters,
      })),
      coupons: groups((r) => (r.coupon ? `${r.date}#${r.coupon}` : null)).map((g) => ({
        date: g.date,
        coupon: g.key.slice(g.date.length + 1),
        ...g.counters,
      })),
    };
  }
}
