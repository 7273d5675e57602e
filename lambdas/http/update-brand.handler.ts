import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { updateBrand } from '../use-cases/update-brand';
import { auditLog } from '../wiring/audit-log';
import { brandStore } from '../wiring/brand-store';
import { edgeCache } from '../wiring/edge-cache';

export const handler = httpHandler(
  BRAND_ROUTES,
  'update-brand',
  ({ body, auth }) =>
    updateBrand({ brands: brandStore(), edgeCache: edgeCache(), audit: auditLog() }, auth, body),
  { verifyToken },
);
