import { CHECKOUT_ROUTES } from '../../shared/api/checkout.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { createCheckout } from '../use-cases/create-checkout';
import { brandStore } from '../wiring/brand-store';
import { couponStore } from '../wiring/coupon-store';
import { orderStore } from '../wiring/order-store';
import { payments } from '../wiring/payments';
import { rateLimits } from '../wiring/rate-counter';
import { salesLedger } from '../wiring/sales-ledger';
import { catalogue } from '../wiring/published-catalogue';
import { brandFixedCode, now, shopUrl } from '../wiring/shop';
import { userStore } from '../wiring/user-store';
import { workflow } from '../wiring/workflow';

export const handler = httpHandler(
  CHECKOUT_ROUTES,
  'create-checkout',
  async ({ body, provenEmail }) =>
    createCheckout(
      {
        catalogue: await catalogue(),
        coupons: couponStore(),
        users: userStore(),
        orders: orderStore(),
        brands: brandStore(),
        payments,
        workflow: workflow(),
        sales: salesLedger(),
        shopUrl: shopUrl(),
        fixedBrandCode: brandFixedCode(),
        now,
      },
      body,
      { provenEmail },
    ),
  { rateLimits, identifyCaller: verifyToken },
);
