import { httpHandler, type HttpInput } from '../lib/http';
import { getOrderInvoice as invoice } from '../use-cases/order-invoice';
import { wiring } from '../wiring';

export const getOrderInvoice = async ({ params }: HttpInput<'get-order-invoice'>) =>
  invoice(wiring(), params.reference);

export const handler = httpHandler('get-order-invoice', getOrderInvoice);
