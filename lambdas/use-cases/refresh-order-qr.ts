import { MESSAGES } from '../../shared/validation/messages';
import { ConflictError, UpstreamError } from '../lib/errors';
import type { EsimProvider } from '../ports/esim-provider';
import type { OrderStore } from '../ports/order-store';
import { loadOrder } from './order-view';
import { pngDataUrl } from '../lib/qr-data-url';

export interface RefreshQrDeps {
  orders: OrderStore;
  provider: EsimProvider;
}

/** Fetches the activation QR code again from the provider and stores it on the order. */
export async function refreshOrderQr(
  deps: RefreshQrDeps,
  reference: string,
): Promise<{ qrCodeDataUrl: string }> {
  const order = await loadOrder(deps.orders, reference);
  if (!order.iccid) throw new ConflictError(MESSAGES.success.iccidUnavailable);
  let png: Uint8Array;
  try {
    png = await deps.provider.getQrCodePng(order.iccid);
  } catch (error) {
    throw new UpstreamError(MESSAGES.status.qrCodeFailed, error);
  }
  const qrCodeDataUrl = pngDataUrl(png);
  await deps.orders.update(order.order_id, { qr_code_url: qrCodeDataUrl });
  return { qrCodeDataUrl };
}
