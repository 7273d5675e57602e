import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { publishLogo } from '../use-cases/publish-logo';
import { auditLog } from '../wiring/audit-log';
import { assetUploads } from '../wiring/asset-uploads';

export const handler = httpHandler(
  BRAND_ROUTES,
  'publish-logo',
  ({ body, auth }) => publishLogo({ assetUploads: assetUploads(), audit: auditLog() }, auth, body),
  { verifyToken },
);
