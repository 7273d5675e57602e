import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { CloudFrontEdgeCache } from '../adapters/cloudfront-edge-cache';
import { LocalEdgeCache } from '../adapters/local-edge-cache';
import { resource } from '../config/environment';
import type { EdgeCache } from '../ports/edge-cache';
import { awsClientConfig } from './aws-clients';
import { lazy } from './container';

/** CloudFront's cache of the shop's distribution in AWS; none locally. */
export const edgeCache = lazy((): EdgeCache => {
  const setting = resource('edgeCache');
  if (setting.kind === 'local') return new LocalEdgeCache();
  return new CloudFrontEdgeCache(new CloudFrontClient(awsClientConfig()), setting.distributionId);
});
