import { httpHandler, type HttpInput } from '../lib/http';
import { updateBrand as update } from '../use-cases/update-brand';
import { wiring } from '../wiring';

export const updateBrand = async ({ body }: HttpInput<'update-brand'>) => update(wiring(), body);

export const handler = httpHandler('update-brand', updateBrand);
