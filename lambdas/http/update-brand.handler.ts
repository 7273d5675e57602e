import { httpHandler } from '../lib/http';
import { updateBrand } from '../use-cases/update-brand';
import { brandStore } from '../wiring/brand-store';

export const handler = httpHandler('update-brand', ({ body }) => updateBrand({ brands: brandStore() }, body));
