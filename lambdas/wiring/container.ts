import { resetConfig } from '../config/environment';

interface Cell<T> {
  built?: { value: T };
}

const cells = new Set<Cell<unknown>>();

function newCell<T>(): Cell<T> {
  const cell: Cell<T> = {};
  cells.add(cell);
  return cell;
}

/**
 * A dependency built on first use and kept for the life of the Lambda container, so a handler only
 * pays for (and only needs the configuration of) the adapters its use-case touches.
 */
export function lazy<T>(build: () => T): () => T {
  const cell = newCell<T>();
  return () => (cell.built ??= { value: build() }).value;
}

/** Like `lazy`, for a dependency that needs an await (a secret); a failed build is tried again next time. */
export function lazyAsync<T>(build: () => Promise<T>): () => Promise<T> {
  const cell = newCell<Promise<T>>();
  return () =>
    (cell.built ??= {
      value: build().catch((error: unknown) => {
        delete cell.built;
        throw error;
      }),
    }).value;
}

/** Drops every built dependency and the parsed configuration (tests change the environment between cases). */
export function resetWiring(): void {
  for (const cell of cells) delete cell.built;
  resetConfig();
}
