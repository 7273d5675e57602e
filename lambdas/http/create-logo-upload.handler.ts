import { httpHandler } from '../lib/http';
import { createLogoUpload } from '../use-cases/logo-upload';
import { assetUploads } from '../wiring/asset-uploads';

export const handler = httpHandler('create-logo-upload', ({ body }) =>
  createLogoUpload({ assetUploads: assetUploads() }, body),
);
