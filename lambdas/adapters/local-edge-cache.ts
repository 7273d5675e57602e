import type { EdgeCache } from '../ports/edge-cache';

/** No CDN (local runs, tests): nothing is cached in front of the API; the invalidated paths are kept to be read. */
export class LocalEdgeCache implements EdgeCache {
  readonly invalidated: string[][] = [];

  async invalidate(paths: readonly string[]): Promise<void> {
    this.invalidated.push([...paths]);
  }
}
