import { MESSAGES } from '../../shared/validation/messages';
import { NotFoundError, UpstreamError } from '../lib/errors';
import type { BrandStore } from '../ports/brand-store';
import type { Mailer } from '../ports/mailer';
import type { OrderStore } from '../ports/order-store';
import { buildEsimEmail } from './esim-email';
import { loadOrder } from './order-view';
import { pngFromDataUrl } from './qr-data-url';

export interface ResendEmailDeps {
  orders: OrderStore;
  brands: BrandStore;
  mailer: Mailer;
  shopUrl: string;
}

/** Sends the eSIM e-mail of an order again, with the QR code stored on the order. */
export async function resendOrderEmail(
  deps: ResendEmailDeps,
  reference: string | undefined,
): Promise<{ sent: true }> {
  const order = await loadOrder(deps.orders, reference);
  const qrPng = pngFromDataUrl(order.qr_code_url);
  if (!qrPng || !order.iccid || !order.activation_code)
    throw new NotFoundError(MESSAGES.resend.qrCodeNotFound);
  const message = buildEsimEmail({
    brand: await deps.brands.get(),
    to: order.user_email,
    customerName: order.customer_name,
    orderReference: order.order_id,
    bundleName: order.order_data.bundle.name,
    validityDays: order.order_data.bundle.validityDays,
    iccid: order.iccid,
    activationCode: order.activation_code,
    qrPng,
    shopUrl: deps.shopUrl,
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    throw new UpstreamError(MESSAGES.success.emailFailed, error);
  }
  return { sent: true };
}
