import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: handler modules, the SPA, the lockfile and tsconfig are found from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
