import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type * as StripePaymentsModule from '../../lambdas/adapters/stripe-payments';
import { routeHandlerModule } from '../../lambdas/http/route-handlers';
import { importBundle, scratchBundleDir } from './function-bundles';
import { bundleFunction } from './function-bundling';
import { stubbedModule } from './stripe-resources';

describe('the Stripe SDK in a function bundle', () => {
  let outDir: string;
  let code: string;
  let adapter: typeof StripePaymentsModule;

  beforeAll(async () => {
    outDir = await scratchBundleDir('stripe');
    ({ module: adapter, code } = await importBundle<typeof StripePaymentsModule>(
      'lambdas/adapters/stripe-payments.ts',
      outDir,
    ));
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('carries the resources the shop calls and not the others', () => {
    expect(code).toContain('/v1/checkout/sessions');
    expect(code).toContain('/v1/invoices');
    expect(code).toContain('/v1/refunds');
    expect(code).not.toContain('/v1/payouts');
    expect(code).not.toContain('/v1/subscriptions');
  });

  it('builds a client whose kept resources have their methods', () => {
    const stripe = adapter.createStripeClient('sk_test_bundle', 'http://127.0.0.1:9');
    expect(typeof stripe.checkout.sessions.create).toBe('function');
    expect(typeof stripe.checkout.sessions.retrieve).toBe('function');
    expect(typeof stripe.invoices.retrieve).toBe('function');
    expect(typeof stripe.refunds.create).toBe('function');
  });

  it('names a stubbed resource, and where to add it, at its first use', () => {
    const stripe = adapter.createStripeClient('sk_test_bundle');
    expect(() => stripe.payouts.create({ amount: 100, currency: 'eur' })).toThrow(
      "Stripe's Payouts resource is not bundled into this function: add it to STRIPE_RESOURCES_USED (lambdas/adapters/stripe-payments.ts)",
    );
    expect(() => stripe.billingPortal.sessions.create({ customer: 'cus_x' })).toThrow(
      "Stripe's BillingPortal/Sessions resource is not bundled",
    );
  });

  it("stubs the SDK's v2 event notification handler, which the shop's own webhook check replaces", () => {
    const stripe = adapter.createStripeClient('sk_test_bundle');
    const unhandled = async () => {};
    expect(code).not.toContain('registeredEventTypes');
    expect(() => stripe.notificationHandler('whsec_x', unhandled).registeredEventTypes()).toThrow(
      "Stripe's StripeEventNotificationHandler module is not bundled into this function: stop stubbing it in infra/stack/stripe-resources.ts",
    );
    expect(() => stripe.notificationHandlerWithoutVerification(unhandled)).toThrow(
      "Stripe's StripeEventNotificationHandler module is not bundled",
    );
  });
});

describe("a function's Stripe resources", () => {
  let outDir: string;
  const codeOf = async (route: 'create-checkout' | 'refund-admin-order') => {
    const { file } = await bundleFunction(routeHandlerModule(route), path.join(outDir, route), 'none');
    return readFile(file, 'utf8');
  };

  beforeAll(async () => {
    outDir = await scratchBundleDir('stripe-per-function');
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('are those of the calls it makes: a checkout carries no refunds or invoices, a refund no invoices', async () => {
    const [checkout, refund] = await Promise.all([codeOf('create-checkout'), codeOf('refund-admin-order')]);
    expect(checkout).toContain('/v1/checkout/sessions');
    expect(checkout).not.toContain('/v1/refunds');
    expect(checkout).not.toContain('/v1/invoices');
    expect(refund).toContain('/v1/checkout/sessions');
    expect(refund).toContain('/v1/refunds');
    expect(refund).not.toContain('/v1/invoices');
  }, 60_000);
});

describe('a stubbed resource module', () => {
  it('exports every class of the file it stands for', () => {
    const source = stubbedModule('Issuing/Cards', ['CardResource', 'CardAliasResource']);
    expect(source).toContain('export const CardResource = unbundled("Issuing/Cards");');
    expect(source).toContain('export const CardAliasResource = unbundled("Issuing/Cards");');
    expect(source.split('\n')).toHaveLength(3);
  });
});
