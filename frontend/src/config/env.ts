import { loadOnce } from '@/lib/load-once';
import type { RuntimeConfig } from './runtime-config';

export type { RuntimeConfig };

/**
 * The deployment's settings (Cognito user pool, client, region or local endpoint), read and
 * validated once per page load; every caller awaits the same promise. The parser loads on the first
 * call, so pages that never sign anyone in do not download it. A failed load is forgotten, so the
 * next call tries again.
 */
export const loadRuntimeConfig: () => Promise<RuntimeConfig> = loadOnce(() =>
  import('./runtime-config').then(({ resolveRuntimeConfig }) => resolveRuntimeConfig(import.meta.env)),
);
