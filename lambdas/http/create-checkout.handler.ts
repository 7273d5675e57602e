import { httpHandler, type HttpInput } from '../lib/http';
import { createCheckout as checkout } from '../use-cases/create-checkout';
import { wiring } from '../wiring';

export const createCheckout = async ({ body }: HttpInput<'create-checkout'>) => {
  const w = wiring();
  return checkout(
    {
      catalogue: w.catalogue,
      coupons: w.coupons,
      users: w.users,
      orders: w.orders,
      brands: w.brands,
      payments: w.payments,
      workflow: w.workflow,
      shopUrl: w.shopUrl,
      fixedBrandCode: w.config.BRAND_FIXED_CODE,
      now: w.now,
    },
    body,
  );
};

export const handler = httpHandler('create-checkout', createCheckout);
