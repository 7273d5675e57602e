import { StripeWebhooks } from '../adapters/stripe-webhooks';
import { resource } from '../config/environment';
import type { PaymentWebhooks } from '../ports/payments';
import { lazyAsync } from './container';
import { credentialsOf } from './secrets';

/** Stripe's webhook calls, checked with the signing secret of the Stripe secret; no Stripe client. */
export const paymentWebhooks = lazyAsync(async (): Promise<PaymentWebhooks> => {
  const { credentials } = resource('stripe');
  return new StripeWebhooks((await credentialsOf('stripe', credentials)).webhookSecret);
});
