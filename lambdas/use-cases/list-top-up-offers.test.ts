import type { Coupon } from '../../shared/pricing/pricing';
import { MESSAGES } from '../../shared/validation/messages';
import type { UserRecord } from '../ports/user-store';
import { storedOrder } from '../testing/order-fixture';
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
import { type TopUpCheckoutDeps } from './create-top-up-checkout';
import { listTopUpOffers } from './list-top-up-offers';

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

describe('listTopUpOffers', () => {
  it("lists the eSIM zone's top-ups at top-up prices, for the e-mail and one of its ICCIDs", async () => {
    const { deps } = setup();
    const answer = await listTopUpOffers(deps, { email: 'ada@example.com', iccid: ICCID });
    expect(answer.iccid).toBe(ICCID);
    expect(answer.zone).toBe('Europe');
    expect(answer.offers[0]).toEqual({
      bundleId: '01032_6',
      name: 'Europe 512MB',
      zone: 'Europe',
      size: '512MB',
      validityDays: 2,
      priceCents: 138,
    });
  });

  it('takes the zone from the order that delivered the eSIM before asking the provider', async () => {
    const { deps, orders } = setup('01038_1');
    await orders.create(
      storedOrder({ user_email: ada.email, iccid: ICCID, status: 'completed', step: 'order_completed' }),
    );
    expect((await listTopUpOffers(deps, { email: ada.email, iccid: ICCID })).zone).toBe('Europe');
    expect((await listTopUpOffers(deps, { email: ada.email, iccid: OTHER_ICCID })).zone).toBe(
      'North America',
    );
  });

  it.each([
    ['a stranger', 'eve@example.com', ICCID],
    ['an unknown address', 'nobody@example.com', ICCID],
    ['an ICCID of nobody', 'ada@example.com', '8944000000000000099'],
  ])("answers %s the status checker's one 404", async (_who, email, iccid) => {
    const { deps } = setup();
    await expect(listTopUpOffers(deps, { email, iccid })).rejects.toMatchObject({
      statusCode: 404,
      message: MESSAGES.status.noMatch,
    });
  });

  it("answers the status checker's messages for missing or malformed input", async () => {
    const { deps } = setup();
    await expect(listTopUpOffers(deps, { email: 'ada@example.com' })).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.status.iccidNeeded,
    });
    await expect(listTopUpOffers(deps, { email: 'ada@example.com', iccid: '123' })).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.iccid.invalid,
    });
  });

  it('says so when the zone of the eSIM cannot be told', async () => {
    const { deps } = setup(null);
    await expect(listTopUpOffers(deps, { email: ada.email, iccid: ICCID })).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.topUp.noOffers,
    });
  });
});
