import { httpHandler, type HttpInput } from '../lib/http';
import { refreshOrderQr as refresh } from '../use-cases/refresh-order-qr';
import { wiring } from '../wiring';

export const refreshOrderQr = async ({ params }: HttpInput<'refresh-order-qr'>) =>
  refresh(wiring(), params.reference);

export const handler = httpHandler('refresh-order-qr', refreshOrderQr);
