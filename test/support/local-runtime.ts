import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { parseRuntimeConfig } from '../../infra/local/runtime/config';
import { startRuntime, type LocalRuntime } from '../../infra/local/runtime/start-runtime';

/**
 * The local runtime (API only, free ports, a throw-away data folder) for one test file: started
 * before its tests, stopped and wiped after them. `settings` are runtime variables (.env names).
 * Returns a getter, since the runtime exists only once the file's tests run.
 */
export function useLocalRuntime(name: string, settings: Record<string, string> = {}): () => LocalRuntime {
  let dataDir: string | undefined;
  let runtime: LocalRuntime | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
    runtime = await startRuntime(
      parseRuntimeConfig({ SHOP_PORT: '0', API_PORT: '0', DATA_DIR: dataDir, ...settings }),
      // Tables on the tier's DynamoDB Local, in memory, deleted when the runtime stops.
      { spa: false, log: () => undefined, dynamoEndpoint: inject('dynamoEndpoint') },
    );
  });

  afterAll(async () => {
    await runtime?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!runtime) throw new Error('The local runtime is not running');
    return runtime;
  };
}
