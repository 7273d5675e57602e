import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError, UpstreamError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';
import type { OrderStore } from '../ports/order-store';
import { esimEmailForOrder } from '../emails/esim-email';
import { loadOrder } from './order-view';

export interface ResendEmailDeps {
  orders: OrderStore;
  brands: BrandStore;
  mailer: Mailer;
  shopUrl: string;
}

/** Sends the eSIM e-mail of an order again, with the QR code stored on the order. */
export async function resendOrderEmail(deps: ResendEmailDeps, reference: string): Promise<{ sent: true }> {
  const order = await loadOrder(deps.orders, reference);
  const message = esimEmailForOrder(order, await deps.brands.get(), deps.shopUrl);
  if (!message) throw new NotFoundError(MESSAGES.resend.qrCodeNotFound);
  try {
    await deps.mailer.send(message);
  } catch (error) {
    throw new UpstreamError(MESSAGES.success.emailFailed, error);
  }
  return { sent: true };
}
