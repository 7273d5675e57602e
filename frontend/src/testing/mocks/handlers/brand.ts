import { DEFAULT_BRAND } from '@shared/brand/brand';
import { fakeRoute } from '../contract';

/** GET /api/brand: the default white-label settings. */
export const brandHandlers = [fakeRoute('get-brand', () => ({ json: DEFAULT_BRAND }))];
