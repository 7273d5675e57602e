import { httpHandler } from '../lib/http';
import { publishLogo } from '../use-cases/logo-upload';
import { assetUploads } from '../wiring/asset-uploads';

export const handler = httpHandler('publish-logo', ({ body }) =>
  publishLogo({ assetUploads: assetUploads() }, body),
);
