import { BRAND_ROUTES } from '../../shared/api/brand.routes';
import { verifyToken } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { createLogoUpload } from '../use-cases/create-logo-upload';
import { assetUploads } from '../wiring/asset-uploads';

export const handler = httpHandler(
  BRAND_ROUTES,
  'create-logo-upload',
  ({ body }) => createLogoUpload({ assetUploads: assetUploads() }, body),
  { verifyToken },
);
