import { createHash } from 'node:crypto';
import { DEFAULT_BRAND } from '../../shared/brand/brand';
import { PermanentProviderError, TransientProviderError } from '../ports/provider-errors';
import type { AllocatedProfile, EsimProvider } from '../ports/esim-provider';
import type { MailMessage } from '../ports/mailer';
import type { OrderRecord, OrderStore, OrderUpdate } from '../ports/order-store';
import type { AccountType } from '../../shared/api/accounts.schema';
import type { UserRecord } from '../ports/user-store';
import { recordAllocation } from '../use-cases/record-allocation';
import { MemorySalesLedger, MemoryUsers } from '../use-cases/fakes.test-support';
import { storedOrder } from '../testing/order-fixture';
import { classifyStepError, MissingBundleIdError, MissingEmailError, TransientServiceError } from './errors';
import {
  completeOrder,
  generateQrCode,
  loadOrderStep,
  pollForIccid,
  recordFailure,
  requestIccidAllocation,
  sendEsimEmail,
  updateUserRecord,
  type PipelineDeps,
} from './pipeline-steps';

const PNG = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const base = storedOrder();
  return storedOrder({
    order_id: 'roamly_order_1_01032_3_u1',
    user_id: 'u1',
    user_email: 'ana@example.com',
    customer_name: 'Ana',
    custom_reference: 'roamly_order_1_01032_3_u1',
    step_number: 0,
    order_data: { ...base.order_data, bundle: { ...base.order_data.bundle, countries: [] } },
    paid: true,
    ...overrides,
  });
}

/** In-memory ports that remember every write, so tests read what a step recorded. */
function fakes(initial: OrderRecord) {
  const stored = new Map([[initial.order_id, { ...initial }]]);
  const updates: OrderUpdate[] = [];
  const orders: OrderStore = {
    create: async () => undefined,
    get: async (id) => (stored.has(id) ? { ...stored.get(id)! } : null),
    update: async (id, update) => {
      updates.push(update);
      stored.set(id, { ...stored.get(id)!, ...update });
      return true;
    },
    listByEmail: async () => [],
    listStalled: async () => [],
    listNewest: async () => ({ orders: [], next: null }),
    listCreatedSince: async () => [],
  };
  const allocations: [string, string][] = [];
  const callbackUrls: string[] = [];
  let profile: AllocatedProfile | null = null;
  const provider = {
    requestAllocation: vi.fn(async (bundleId: string, reference: string, callbackUrl: string) => {
      allocations.push([bundleId, reference]);
      callbackUrls.push(callbackUrl);
    }),
    findAllocation: vi.fn(async () => profile),
    getActivationCode: vi.fn(async () => 'LPA:1$smdp.example.com$FROM-CODES'),
    getQrCodePng: vi.fn(async () => PNG),
  } as unknown as EsimProvider;
  const sent: MailMessage[] = [];
  const users = new MemoryUsers();
  const sales = new MemorySalesLedger();
  const deps: PipelineDeps = {
    orders,
    users,
    brands: { get: async () => DEFAULT_BRAND, put: async () => undefined },
    provider,
    tokens: { getToken: async () => 'token' },
    mailer: { send: async (m) => (sent.push(m), { messageId: 'm1' }) },
    shopUrl: 'https://shop.example',
    publicApiUrl: 'https://shop.example',
    sales,
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
  return {
    deps,
    sales,
    provider,
    allocations,
    callbackUrls,
    sent,
    users,
    updates,
    current: () => stored.get(initial.order_id)!,
    allocate: (p: AllocatedProfile) => (profile = p),
  };
}

const state = { orderId: 'roamly_order_1_01032_3_u1' };

describe('loadOrderStep (the resume rule)', () => {
  it.each([
    ['order_created', 'started', 0],
    ['started_poll_for_iccid', 'started', 2],
    ['error_send_email', 'error', 4],
    ['completed_generate_qr_code', 'started', 4],
    ['order_completed', 'completed', 7],
  ] as const)('an order at %s (%s) resumes at step %i', async (step, status, resumeAt) => {
    const { deps } = fakes(order({ step, status }));
    await expect(loadOrderStep(deps, state)).resolves.toEqual({
      orderId: state.orderId,
      resumeAt,
      pollAttempt: 0,
    });
  });

  it('refuses to fulfil an unpaid order', async () => {
    const { deps } = fakes(order({ paid: false }));
    await expect(loadOrderStep(deps, state)).rejects.toMatchObject({ name: 'OrderNotPaidError' });
  });
});

describe('requestIccidAllocation', () => {
  it('asks for the bundle with the order reference as custom reference, recording started and completed', async () => {
    const f = fakes(order());
    await requestIccidAllocation(f.deps, state);
    expect(f.allocations).toEqual([['01032_3', 'roamly_order_1_01032_3_u1']]);
    expect(f.updates.map((u) => [u.step, u.step_number])).toEqual([
      ['started_request_iccid_allocation', 1],
      ['completed_request_iccid_allocation', 1],
    ]);
  });

  it('names the allocation callback with a fresh token, whose hash only the order keeps, before asking', async () => {
    const f = fakes(order());
    await requestIccidAllocation(f.deps, state);
    const [url] = f.callbackUrls;
    const callback = new URL(url!);
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'https://shop.example/api/esim/allocations/roamly_order_1_01032_3_u1',
    );
    const token = callback.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // The hash is on the order from the started write on, so no callback can come before it.
    expect(f.updates[0]).toMatchObject({
      step: 'started_request_iccid_allocation',
      allocation_callback_hash: createHash('sha256').update(token).digest('hex'),
    });
    expect(JSON.stringify(f.current())).not.toContain(token);
    await requestIccidAllocation(f.deps, state);
    expect(f.callbackUrls[1]).not.toBe(url);
  });

  it('does not allocate again when the provider already holds a profile for the order', async () => {
    const f = fakes(order());
    f.allocate({ iccid: '8944000000000000001', activationCode: 'LPA:1$a$b' });
    await requestIccidAllocation(f.deps, state);
    expect(f.allocations).toEqual([]);
    expect(f.current().step).toBe('completed_request_iccid_allocation');
  });

  it('fails permanently without a bundle id', async () => {
    const f = fakes(order({ bundle_id: '' }));
    await expect(requestIccidAllocation(f.deps, state)).rejects.toBeInstanceOf(MissingBundleIdError);
    expect(f.allocations).toEqual([]);
  });
});

describe('pollForIccid', () => {
  it('counts attempts and records started only on the first', async () => {
    const f = fakes(order());
    await expect(pollForIccid(f.deps, { ...state, pollAttempt: 0 })).resolves.toMatchObject({
      pollAttempt: 1,
      iccidReady: false,
    });
    await expect(pollForIccid(f.deps, { ...state, pollAttempt: 1 })).resolves.toMatchObject({
      pollAttempt: 2,
      iccidReady: false,
    });
    expect(f.updates.map((u) => u.step)).toEqual(['started_poll_for_iccid']);
  });

  it('stores the ICCID and activation code once the provider has them', async () => {
    const f = fakes(order());
    f.allocate({ iccid: '8944000000000000001', activationCode: 'LPA:1$a$b' });
    await expect(pollForIccid(f.deps, { ...state, pollAttempt: 3 })).resolves.toMatchObject({
      iccidReady: true,
    });
    expect(f.current()).toMatchObject({
      iccid: '8944000000000000001',
      activation_code: 'LPA:1$a$b',
      step: 'completed_poll_for_iccid',
      step_number: 2,
    });
  });
});

describe('the provider callback and the ICCID check', () => {
  it("a callback with the request's token records the ICCID, and the next check takes it without asking", async () => {
    const f = fakes(order());
    await requestIccidAllocation(f.deps, state);
    const token = new URL(f.callbackUrls[0]!).searchParams.get('token')!;
    await expect(
      recordAllocation(
        { orders: f.deps.orders },
        {
          reference: state.orderId,
          token,
          allocation: { idValue: '8944000000000000009', activationCode: 'LPA:1$cb$1' },
        },
      ),
    ).resolves.toEqual({ recorded: true });
    await expect(pollForIccid(f.deps, { ...state, pollAttempt: 0 })).resolves.toMatchObject({
      pollAttempt: 1,
      iccidReady: true,
    });
    expect(f.provider.findAllocation).toHaveBeenCalledTimes(1); // the request's own look, not the check
    expect(f.current()).toMatchObject({
      iccid: '8944000000000000009',
      activation_code: 'LPA:1$cb$1',
      step: 'completed_poll_for_iccid',
    });
  });
});

describe('generateQrCode and sendEsimEmail', () => {
  it('stores the QR as a PNG data URL and mails it with the ICCID', async () => {
    const f = fakes(order({ iccid: '8944000000000000001', activation_code: 'LPA:1$a$b' }));
    await generateQrCode(f.deps, state);
    expect(f.current().qr_code_url).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
    await sendEsimEmail(f.deps, state);
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0]!.to).toBe('ana@example.com');
    expect(f.sent[0]!.text).toContain('8944000000000000001');
    expect(f.sent[0]!.attachments?.[0]?.content).toEqual(PNG);
    expect(f.current().step).toBe('completed_send_email');
  });

  it('fetches the activation code when the allocation answer had none', async () => {
    const f = fakes(order({ iccid: '8944000000000000001', activation_code: null }));
    await generateQrCode(f.deps, state);
    expect(f.current().activation_code).toBe('LPA:1$smdp.example.com$FROM-CODES');
  });

  it('fails permanently without an e-mail address', async () => {
    const f = fakes(
      order({
        user_email: '',
        iccid: '8944000000000000001',
        activation_code: 'x',
        qr_code_url: 'data:image/png;base64,AQID',
      }),
    );
    await expect(sendEsimEmail(f.deps, state)).rejects.toBeInstanceOf(MissingEmailError);
    expect(f.sent).toEqual([]);
  });
});

describe('updateUserRecord, completeOrder and recordFailure', () => {
  const buyer = (accountType: AccountType): UserRecord => ({
    id: 'u1',
    email: 'ana@example.com',
    full_name: 'Ana',
    account_type: accountType,
    iccid: '8944000000000000009',
    created_at: 'x',
  });

  it("adds the ICCID to the account's list when the buyer proved the e-mail at checkout", async () => {
    const f = fakes(order({ iccid: '8944000000000000001', email_proven: true }));
    await f.users.create(buyer('own-user'));
    await updateUserRecord(f.deps, state);
    expect(await f.users.getById('u1')).toMatchObject({ iccid: '8944000000000000009,8944000000000000001' });
    expect((await f.users.getById('u1'))?.unclaimed_iccid ?? '').toBe('');
    expect(f.current().step).toBe('completed_update_user_record');
  });

  it('keeps the ICCID of a purchase by anyone else out of the account list, recorded as unclaimed', async () => {
    const f = fakes(order({ iccid: '8944000000000000001' }));
    await f.users.create(buyer('own-user'));
    await updateUserRecord(f.deps, state);
    expect(await f.users.getById('u1')).toMatchObject({
      iccid: '8944000000000000009',
      unclaimed_iccid: '8944000000000000001',
    });
    expect(f.current().step).toBe('completed_update_user_record');
  });

  it.each<AccountType>(['own-admin', 'business-admin', 'business-user'])(
    'leaves a %s account as it was: a purchase with its e-mail changes nothing of it',
    async (accountType) => {
      const f = fakes(order({ iccid: '8944000000000000001' }));
      await f.users.create(buyer(accountType));
      await updateUserRecord(f.deps, state);
      expect(await f.users.getById('u1')).toEqual(buyer(accountType));
      expect(f.current().step).toBe('completed_update_user_record');
    },
  );

  it('ends with status completed at step order_completed', async () => {
    const f = fakes(order({ step: 'completed_update_user_record' }));
    await completeOrder(f.deps, state);
    expect(f.current()).toMatchObject({
      status: 'completed',
      step: 'order_completed',
      step_number: 6,
      error_message: null,
    });
  });

  it('counts a delivery and a failure in the sales figures once, however often the task runs', async () => {
    const f = fakes(order({ step: 'completed_update_user_record', paid: true }));
    await completeOrder(f.deps, state);
    await completeOrder(f.deps, state);
    const failure = { orderId: state.orderId, failedStep: 'send_email', error: 'X', cause: 'y' };
    await recordFailure(f.deps, failure);
    await recordFailure(f.deps, failure);
    expect(f.sales.stepsOf(state.orderId)).toEqual(['delivered', 'failed']);
  });

  it('never counts a staff test order', async () => {
    const f = fakes(order({ step: 'completed_update_user_record', test: true }));
    await completeOrder(f.deps, state);
    expect(f.sales.counts).toEqual([]);
  });

  it("writes status error, error_{step} and the spec's message", async () => {
    const f = fakes(order());
    const out = await recordFailure(f.deps, {
      orderId: state.orderId,
      failedStep: 'send_email',
      error: 'TransientServiceError',
      cause: 'connect ECONNREFUSED',
    });
    expect(out.errorMessage).toBe('Failed to send email. Contact support.');
    expect(f.current()).toMatchObject({
      status: 'error',
      step: 'error_send_email',
      step_number: 4,
      error_message: 'Failed to send email. Contact support.',
    });
  });
});

describe('classifyStepError', () => {
  it('passes provider and step errors through unchanged', () => {
    const transient = new TransientProviderError('503', 503);
    const permanent = new PermanentProviderError('400', 400);
    expect(classifyStepError(transient)).toBe(transient);
    expect(classifyStepError(permanent)).toBe(permanent);
  });

  it('makes AWS server faults, throttling and refused connections transient', () => {
    const serverFault = Object.assign(new Error('boom'), {
      name: 'InternalServerError',
      $fault: 'server',
      $metadata: {},
    });
    const throttled = Object.assign(new Error('slow down'), {
      name: 'ThrottlingException',
      $fault: 'client',
      $metadata: {},
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (const error of [serverFault, throttled, refused]) {
      expect(classifyStepError(error)).toBeInstanceOf(TransientServiceError);
    }
  });

  it('leaves client faults and bugs as they are, so they are not retried', () => {
    const rejected = Object.assign(new Error('Email address is not verified'), {
      name: 'MessageRejected',
      $fault: 'client',
      $metadata: {},
    });
    expect(classifyStepError(rejected).name).toBe('MessageRejected');
    expect(classifyStepError(new TypeError('x is undefined')).name).toBe('TypeError');
  });
});
