import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { publishLogo } from '../use-cases/publish-logo';
import { assetUploads } from '../wiring/asset-uploads';

export const handler = httpHandler(
  BRAND_ROUTES,
  'publish-logo',
  ({ body }) => publishLogo({ assetUploads: assetUploads() }, body),
  { verifyToken },
);
