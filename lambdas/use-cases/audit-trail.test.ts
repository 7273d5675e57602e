import { storedOrder, REFERENCE } from '../testing/order-fixture';
import type { RateLimiter } from '../ports/rate-limiter';
import { changedFields } from './audit-trail';
import { createTestOrder } from './create-test-order';
import {
  ADMIN_CALLER,
  catalogue,
  fakeProvider,
  fixedBrand,
  memoryAuditLog,
  MemoryOrders,
  MemoryUsers,
  NOW,
  RecordingMailer,
  RecordingWorkflow,
} from './fakes.test-support';
import { proxyProviderCall } from './proxy-provider-call';
import { resendAdminOrderEmail } from './resend-admin-order-email';
import { retryAdminOrder } from './retry-admin-order';
import { sendIccidReminderTest } from './send-iccid-reminder-test';
import { sendTestEmail } from './send-test-email';

const ACTOR = { id: 'admin-sub-1', email: 'boss@example.com' };
const allowAll: RateLimiter = { consume: async () => true };
const refuseAll: RateLimiter = { consume: async () => false };

describe('changedFields', () => {
  it('keeps the fields whose values differ, as they were and as they are', () => {
    expect(
      changedFields(
        { name: 'Old', tagline: 'Same', colors: { primary: '#111111' } },
        { name: 'New', tagline: 'Same', colors: { primary: '#222222' } },
      ),
    ).toEqual({
      before: { name: 'Old', colors: { primary: '#111111' } },
      after: { name: 'New', colors: { primary: '#222222' } },
    });
  });
});

describe("the Orders tab's actions", () => {
  const SETTINGS = { stallMs: 10 * 60_000, maxAutomaticAttempts: 5 };

  it('records a retry with the order’s progress before and after', async () => {
    const orders = new MemoryOrders();
    await orders.create(
      storedOrder({ paid: true, status: 'error', step: 'error_send_email', step_number: 4, retry_count: 1 }),
    );
    const audit = memoryAuditLog();
    const view = await retryAdminOrder(
      { orders, workflow: new RecordingWorkflow(), settings: SETTINGS, now: () => new Date(), audit },
      ADMIN_CALLER,
      REFERENCE,
    );
    expect(view.status).toBe('started');
    expect(audit.records()).toEqual([
      {
        kind: 'order',
        action: 'retry',
        actor: ACTOR,
        subject: REFERENCE,
        before: { status: 'error', step: 'error_send_email', retryCount: 1 },
        after: { status: 'started', step: 'started_send_email', retryCount: 2 },
      },
    ]);
  });

  it('records a resent e-mail once it is sent, and nothing for an order without one', async () => {
    const orders = new MemoryOrders();
    await orders.create(
      storedOrder({
        paid: true,
        status: 'completed',
        iccid: '8944000000000000017',
        activation_code: 'LPA:1$smdp.example$CODE',
        qr_code_url: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    );
    await orders.create(storedOrder({ order_id: 'no-qr-code', paid: true, status: 'started' }));
    const audit = memoryAuditLog();
    const deps = {
      orders,
      brands: fixedBrand,
      mailer: new RecordingMailer(),
      shopUrl: 'https://shop.example',
      audit,
    };
    await resendAdminOrderEmail(deps, ADMIN_CALLER, REFERENCE);
    await expect(resendAdminOrderEmail(deps, ADMIN_CALLER, 'no-qr-code')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(deps.mailer.sent).toHaveLength(1);
    expect(audit.records()).toEqual([
      { kind: 'order', action: 'resend-email', actor: ACTOR, subject: REFERENCE },
    ]);
  });
});

describe('the staff tools', () => {
  it('records a provider console call with its request and status, never the provider’s answer', async () => {
    const audit = memoryAuditLog();
    const provider = fakeProvider({
      call: async () => ({ status: 200, headers: {}, body: { activationCode: 'LPA:SECRET' }, durationMs: 5 }),
    });
    await proxyProviderCall({ provider, limiter: allowAll, audit }, ADMIN_CALLER, {
      method: 'POST',
      path: '/network/things/consumer-profile/01032_3',
      body: { customReference: 'api-test' },
    });
    expect(audit.records()).toEqual([
      {
        kind: 'staff',
        action: 'provider-call',
        actor: ACTOR,
        subject: 'POST /network/things/consumer-profile/01032_3',
        after: { body: { customReference: 'api-test' }, status: 200 },
      },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain('SECRET');
  });

  it('records a console call that failed on the way, and nothing for one refused before it was made', async () => {
    const audit = memoryAuditLog();
    const provider = fakeProvider({ call: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(
      proxyProviderCall({ provider, limiter: allowAll, audit }, ADMIN_CALLER, {
        method: 'GET',
        path: '/account/products',
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    await expect(
      proxyProviderCall({ provider, limiter: refuseAll, audit }, ADMIN_CALLER, {
        method: 'GET',
        path: '/account/products',
      }),
    ).rejects.toMatchObject({ statusCode: 429 });
    expect(audit.records()).toEqual([
      {
        kind: 'staff',
        action: 'provider-call',
        actor: ACTOR,
        subject: 'GET /account/products',
        after: { failed: 'TypeError' },
      },
    ]);
  });

  it('records each test e-mail: recipient, subject and whether it went, not the message', async () => {
    const audit = memoryAuditLog();
    const mailer = new RecordingMailer();
    const input = { to: 'qa@example.com', subject: 'Hello', html: '<p>Body text</p>' };
    await sendTestEmail({ mailer, limiter: allowAll, audit }, ADMIN_CALLER, input);
    mailer.failWith = new Error('SES down');
    expect(await sendTestEmail({ mailer, limiter: allowAll, audit }, ADMIN_CALLER, input)).toMatchObject({
      success: false,
    });
    expect(audit.records()).toEqual([
      {
        kind: 'staff',
        action: 'test-email',
        actor: ACTOR,
        subject: 'qa@example.com',
        after: { subject: 'Hello', sent: true },
      },
      {
        kind: 'staff',
        action: 'test-email',
        actor: ACTOR,
        subject: 'qa@example.com',
        after: { subject: 'Hello', sent: false },
      },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain('Body text');
  });

  it('records each ICCID reminder test with how many ICCIDs it carried', async () => {
    const users = new MemoryUsers();
    await users.create({
      id: 'u1',
      email: 'ada@example.com',
      full_name: 'Ada',
      account_type: 'own-user',
      iccid: '8944000000000000017,8944000000000000025',
      created_at: 'x',
    });
    const audit = memoryAuditLog();
    const deps = { users, mailer: new RecordingMailer(), limiter: allowAll, audit };
    const input = {
      subject: 'Your eSIMs',
      html: '<p>{{iccid_list}}</p>',
      text: '',
      from_email: '',
      from_name: '',
    };
    await sendIccidReminderTest(deps, ADMIN_CALLER, { ...input, email: 'ada@example.com' });
    await sendIccidReminderTest(deps, ADMIN_CALLER, { ...input, email: 'nobody@example.com' });
    expect(audit.records()).toEqual([
      {
        kind: 'staff',
        action: 'iccid-reminder',
        actor: ACTOR,
        subject: 'ada@example.com',
        after: { subject: 'Your eSIMs', iccidCount: 2, sent: true },
      },
      {
        kind: 'staff',
        action: 'iccid-reminder',
        actor: ACTOR,
        subject: 'nobody@example.com',
        after: { subject: 'Your eSIMs', iccidCount: 0, sent: false },
      },
    ]);
  });

  it('records a test order with its bundle and reference', async () => {
    const audit = memoryAuditLog();
    const { orderReference } = await createTestOrder(
      {
        catalogue,
        users: new MemoryUsers(),
        orders: new MemoryOrders(),
        brands: fixedBrand,
        workflow: new RecordingWorkflow(),
        limiter: allowAll,
        audit,
        now: () => NOW,
      },
      ADMIN_CALLER,
      { bundleId: '01032_3' },
    );
    expect(audit.records()).toEqual([
      {
        kind: 'staff',
        action: 'test-order',
        actor: ACTOR,
        subject: orderReference,
        after: { bundleId: '01032_3', orderReference },
      },
    ]);
  });
});
