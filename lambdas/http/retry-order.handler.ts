import { httpHandler, type HttpInput } from '../lib/http';
import { retryOrder as retry } from '../use-cases/retry-order';
import { wiring } from '../wiring';

export const retryOrder = async ({ params }: HttpInput<'retry-order'>) => retry(wiring(), params.reference);

export const handler = httpHandler('retry-order', retryOrder);
