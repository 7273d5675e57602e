import { createStripeClient, StripePayments } from '../adapters/stripe-payments';
import { resource } from '../config/environment';
import type { Payments } from '../ports/payments';
import { lazyAsync } from './container';
import { credentialsOf } from './secrets';

/** Stripe with the keys of the Stripe secret; built when a use-case first needs to charge or verify. */
export const payments = lazyAsync(async (): Promise<Payments> => {
  const { credentials, apiBase } = resource('stripe');
  const { secretKey, webhookSecret } = await credentialsOf('stripe', credentials);
  return new StripePayments(createStripeClient(secretKey, apiBase), webhookSecret);
});
