import { randomUUID } from 'node:crypto';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { loadCatalogue } from '../../shared/catalogue/catalogue';
import type { Coupon } from '../../shared/pricing/pricing';
import { ConflictError, ValidationError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { EsimProvider, ProviderBundleStatus } from '../ports/esim-provider';
import type { MailMessage, Mailer } from '../ports/mailer';
import type { OrderRecord, OrderStatus, OrderStore, OrderUpdate } from '../ports/order-store';
import type { PaymentEventStore } from '../ports/payment-event-store';
import type { CheckoutSessionInput, PaymentEvent, Payments } from '../ports/payments';
import type { UserRecord, UserStore } from '../ports/user-store';
import type { VerificationStore } from '../ports/verification-store';
import type { Workflow } from '../ports/workflow';

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
  async update(id: string, update: OrderUpdate, expected?: OrderStatus[]) {
    const row = this.rows.get(id);
    if (!row || (expected && !expected.includes(row.status))) return false;
    Object.assign(row, update, { updated_at: new Date().toISOString() });
    return true;
  }
  async listByEmail(email: string) {
    return [...this.rows.values()].filter((o) => o.user_email === email);
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
  async addIccid(userId: string, iccid: string) {
    const user = await this.getById(userId);
    if (user) user.iccid = [user.iccid, iccid].filter(Boolean).join(',');
  }
  async updateName(email: string, fullName: string) {
    const user = await this.getByEmail(email);
    if (user) user.full_name = fullName;
    return user;
  }
  async listByBusiness(businessId: string) {
    return [...this.rows.values()].filter((u) => u.business_id === businessId);
  }
}

export const couponsOf = (...coupons: Coupon[]) => ({
  get: async (code: string) =>
    coupons.find((c) => c.code.toUpperCase() === code.trim().toUpperCase()) ?? null,
});

export const fixedBrand: BrandStore = { get: async () => DEFAULT_BRAND, put: async () => undefined };

export class RecordingWorkflow implements Workflow {
  readonly started: string[] = [];
  failWith: Error | null = null;
  async startFulfilment(orderId: string, attempt = 0) {
    if (this.failWith) throw this.failWith;
    const name = attempt > 0 ? `${orderId}-retry-${attempt}` : orderId;
    if (this.started.includes(name)) return false;
    this.started.push(name);
    return true;
  }
}

export class MemoryPaymentEvents implements PaymentEventStore {
  readonly ids = new Set<string>();
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
