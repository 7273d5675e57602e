import { httpHandler, type HttpInput } from '../lib/http';
import { createAdmin as create } from '../use-cases/create-admin';
import { wiring } from '../wiring';

export const createAdmin = async ({ body }: HttpInput<'create-admin'>) => create(wiring(), body);

export const handler = httpHandler('create-admin', createAdmin);
