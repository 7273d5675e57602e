import { httpHandler, type HttpInput } from '../lib/http';
import { createLogoUpload as create } from '../use-cases/logo-upload';
import { wiring } from '../wiring';

export const createLogoUpload = async ({ body }: HttpInput<'create-logo-upload'>) => create(wiring(), body);

export const handler = httpHandler('create-logo-upload', createLogoUpload);
