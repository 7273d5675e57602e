import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../../infra/repo-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SPA built once for the run (`prerender.ts <folder> --prebuild`); each shop prerenders a copy. */
    webPrebuilt: string;
  }
}

/**
 * The e2e tier's global setup: the SPA's production build (client and renderer), once for every
 * file, instead of once per file's shop (each took ~14 s of both cores). It holds no shop's settings:
 * each shop serves its user pool as `/config.json` and prerenders its pages with its own brand and
 * support address (spa.ts's `prebuilt`).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-web-'));
  // No user pool baked in, whatever the shell says: the app must read each shop's /config.json.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  try {
    await promisify(execFile)('npx', ['tsx', 'frontend/prerender/prerender.ts', dir, '--prebuild'], {
      cwd: REPO_ROOT,
      // As a deploy builds it; the test runner's NODE_ENV=test would build React's development code.
      env: { ...env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const output =
      (error as { stderr?: string; stdout?: string }).stderr || (error as { stdout?: string }).stdout;
    throw new Error(`Building the shop for the browser tests failed:\n${output ?? String(error)}`);
  }
  project.provide('webPrebuilt', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
