import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { loadOnce } from './load-once';

/**
 * The app's one query client, made when something first needs it: TanStack Query (about 10 KB gzip)
 * is not part of home's start-up code, whose first view asks no query (the brand it shows is built
 * into the page). Every other page loads it with its code (`page` in the router), and so does a
 * restored session. A test or the build's prerender gives its own client (`provideQueryClient`).
 */
let current: QueryClient | undefined;
const listeners = new Set<() => void>();

function publish(client: QueryClient): QueryClient {
  current = client;
  for (const listener of listeners) listener();
  return client;
}

/** Uses `client` from now on (a test's, or one rendering at build time). */
export function provideQueryClient(client: QueryClient): void {
  publish(client);
}

const makeQueryClient = loadOnce(() =>
  import('@/config/query-client').then(({ createQueryClient }) => current ?? publish(createQueryClient())),
);

/** The query client, loading TanStack Query and making the client the first time. */
export function loadQueryClient(): Promise<QueryClient> {
  return current ? Promise.resolve(current) : makeQueryClient();
}

/** The query client if it was made already, without loading anything. */
export function loadedQueryClient(): QueryClient | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query client once it is made (undefined before); renders again when it is. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
}

/**
 * Gives the components below the query client once it is made, and connects it to the browser's
 * focus and network events while mounted, as TanStack's `QueryClientProvider` does; until then the
 * context holds none, which only home's first view, asking no query, renders under.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient();
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
