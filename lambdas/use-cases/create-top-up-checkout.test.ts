import type { Coupon } from '../../shared/pricing/pricing';
import { MESSAGES } from '../../shared/validation/messages';
import type { UserRecord } from '../ports/user-store';
import {
  catalogue,
  couponsOf,
  FakePayments,
  fakeProvider,
  fixedBrand,
  MemoryOrders,
  MemorySalesLedger,
  MemoryUsers,
  NOW,
  RecordingWorkflow,
} from './fakes.test-support';
import { createTopUpCheckout, type TopUpCheckoutDeps } from './create-top-up-checkout';

const ICCID = '8944000000000000011';
const OTHER_ICCID = '8944000000000000022';
const COUPONS: Coupon[] = [
  { code: 'FREEESIM', status: 'active', discount_type: 'free', discount_value: 100, valid_until: null },
  { code: 'WELCOME10', status: 'active', discount_type: 'percentage', discount_value: 10, valid_until: null },
  { code: 'OFF', status: 'inactive', discount_type: 'free', discount_value: 100 },
];

const ada: UserRecord = {
  id: 'u-ada',
  email: 'ada@example.com',
  full_name: 'Ada Traveller',
  account_type: 'own-user',
  iccid: `${OTHER_ICCID}, ${ICCID}`,
  created_at: '2026-11-01T00:00:00Z',
};

function setup(providerBundleId: string | null = '01032_3') {
  const users = new MemoryUsers();
  users.rows.set(ada.email, { ...ada });
  users.rows.set('eve@example.com', { ...ada, id: 'u-eve', email: 'eve@example.com', iccid: '' });
  const orders = new MemoryOrders();
  const payments = new FakePayments();
  const workflow = new RecordingWorkflow();
  const deps: TopUpCheckoutDeps = {
    catalogue,
    users,
    orders,
    provider: fakeProvider({
      getBundleStatus: async (iccid) => ({
        iccid,
        bundleId: providerBundleId,
        bundleExpiry: null,
        bundleBalance: '0',
        totalDataAllocation: 0,
        isBundleDepleted: false,
        isBundleExpired: false,
      }),
    }),
    coupons: couponsOf(...COUPONS),
    brands: fixedBrand,
    payments: async () => payments,
    workflow,
    sales: new MemorySalesLedger(),
    shopUrl: 'https://shop.example/',
    now: () => NOW,
  };
  return { deps, orders, payments, workflow };
}

const buy = (extra: Partial<Parameters<typeof createTopUpCheckout>[1]> = {}) => ({
  email: 'Ada@Example.com ',
  iccid: ICCID,
  bundleId: '01032_5',
  acceptTerms: true as const,
  ...extra,
});

describe('createTopUpCheckout', () => {
  it('writes a top-up order for the eSIM at the server price and opens a payment session for it', async () => {
    const { deps, orders, payments, workflow } = setup();
    const answer = await createTopUpCheckout(deps, buy());
    expect(answer).toMatchObject({ free: false, checkoutUrl: 'https://pay.example/cs_1' });
    expect(answer.quote).toMatchObject({ priceCents: 277, totalCents: 277, discountCents: 0 });
    const order = orders.rows.get(answer.orderReference)!;
    expect(order).toMatchObject({
      kind: 'topup',
      target_iccid: ICCID,
      user_id: 'u-ada',
      user_email: 'ada@example.com',
      customer_name: 'Ada Traveller',
      bundle_id: '01032_5',
      custom_reference: answer.orderReference,
      final_price: 277,
      paid: false,
      status: 'started',
      step: 'order_created',
      stripe_session_id: 'cs_1',
    });
    expect(order.iccid ?? null).toBeNull();
    expect(answer.orderReference).toMatch(/^roamly_order_\d+_01032_5_u-ada$/);
    expect(payments.sessions[0]).toMatchObject({
      amountCents: 277,
      customerEmail: 'ada@example.com',
      successUrl: `https://shop.example/success?reference=${answer.orderReference}`,
      cancelUrl: `https://shop.example/esim-status?iccid=${ICCID}&redirect_status=cancelled`,
    });
    expect(payments.sessions[0]!.productName).toBe('Top-up Europe 1GB');
    expect(workflow.started).toEqual([]);
  });

  it('ignores any price the browser sends', async () => {
    const { deps, payments } = setup();
    const forged = { ...buy(), priceCents: 1, total: 0.01 } as ReturnType<typeof buy>;
    await createTopUpCheckout(deps, forged);
    expect(payments.sessions[0]!.amountCents).toBe(277);
  });

  it('applies the coupon rules: a percentage off, an inactive one ignored, a free one skips payment', async () => {
    const { deps, orders, payments, workflow } = setup();
    const ten = await createTopUpCheckout(deps, buy({ bundleId: '01032_3', couponCode: 'welcome10' }));
    expect(ten.quote).toMatchObject({ priceCents: 1383, discountCents: 138, totalCents: 1245 });
    const off = await createTopUpCheckout(deps, buy({ couponCode: 'OFF' }));
    expect(off.quote).toMatchObject({ totalCents: 277, couponApplied: false });

    const free = await createTopUpCheckout(deps, buy({ couponCode: 'FREEESIM' }));
    expect(free).toMatchObject({
      free: true,
      checkoutUrl: `https://shop.example/success?reference=${free.orderReference}`,
    });
    expect(orders.rows.get(free.orderReference)).toMatchObject({ paid: true, coupon_code: 'FREEESIM' });
    expect(workflow.started).toEqual([free.orderReference]);
    expect(payments.sessions).toHaveLength(2);
  });

  it('adds the processing fee when a coupon leaves less than 0.50', async () => {
    const { deps } = setup();
    const answer = await createTopUpCheckout(
      {
        ...deps,
        coupons: couponsOf({ code: 'TWO', status: 'active', discount_type: 'fixed', discount_value: 2.5 }),
      },
      buy({ couponCode: 'TWO' }),
    );
    expect(answer.quote).toMatchObject({ priceCents: 277, discountCents: 250, feeCents: 23, totalCents: 50 });
  });

  it("refuses a bundle of another zone than the eSIM's, writing nothing", async () => {
    const { deps, orders, payments } = setup();
    await expect(createTopUpCheckout(deps, buy({ bundleId: '01038_1' }))).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.topUp.notForThisEsim,
    });
    expect(orders.rows.size).toBe(0);
    expect(payments.sessions).toHaveLength(0);
  });

  it("refuses a stranger's e-mail with the status checker's 404, writing nothing", async () => {
    const { deps, orders, payments } = setup();
    await expect(createTopUpCheckout(deps, buy({ email: 'eve@example.com' }))).rejects.toMatchObject({
      statusCode: 404,
      message: MESSAGES.status.noMatch,
    });
    expect(orders.rows.size).toBe(0);
    expect(payments.sessions).toHaveLength(0);
  });

  it('records a free top-up whose fulfilment could not start at its own first step, so Retry Flow can start it', async () => {
    const { deps, orders, workflow } = setup();
    workflow.failWith = new Error('Step Functions down');
    const free = await createTopUpCheckout(deps, buy({ couponCode: 'FREEESIM' }));
    expect(orders.rows.get(free.orderReference)).toMatchObject({
      status: 'error',
      step: 'error_apply_top_up',
      step_number: 0,
    });
  });
});
