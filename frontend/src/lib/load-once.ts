/**
 * `load` run on the first call, its promise shared by every later call. A load that fails is
 * forgotten, so the next call tries again (a lost connection does not break the page for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
