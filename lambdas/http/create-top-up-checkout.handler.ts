import { TOP_UP_ROUTES } from '../../shared/api/top-up.routes';
import { httpHandler } from '../lib/http';
import { createTopUpCheckout } from '../use-cases/create-top-up-checkout';
import { brandStore } from '../wiring/brand-store';
import { couponStore } from '../wiring/coupon-store';
import { esimProvider } from '../wiring/esim-provider';
import { orderStore } from '../wiring/order-store';
import { payments } from '../wiring/payments';
import { rateLimits } from '../wiring/rate-counter';
import { salesLedger } from '../wiring/sales-ledger';
import { catalogue } from '../wiring/published-catalogue';
import { brandFixedCode, now, shopUrl } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { workflow } from '../wiring/workflow';

export const handler = httpHandler(
  TOP_UP_ROUTES,
  'create-top-up-checkout',
  async ({ body }) =>
    createTopUpCheckout(
      {
        catalogue: await catalogue(),
        users: userStore(),
        orders: orderStore(),
        provider: esimProvider(),
        coupons: couponStore(),
        brands: brandStore(),
        payments,
        workflow: workflow(),
        sales: salesLedger(),
        shopUrl: shopUrl(),
        fixedBrandCode: brandFixedCode(),
        now,
      },
      body,
    ),
  { rateLimits },
);
