import { httpHandler, type HttpInput } from '../lib/http';
import { getOrderView } from '../use-cases/order-view';
import { wiring } from '../wiring';

export const getOrder = async ({ params }: HttpInput<'get-order'>) =>
  getOrderView(wiring(), params.reference);

export const handler = httpHandler('get-order', getOrder);
