import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { loadOnce } from '@/lib/load-once';
import type { toastStore } from './toaster-store';

type ToastOptions = Parameters<typeof toastStore.create>[0];
type TypedToastOptions = Omit<ToastOptions, 'type'>;

/** Whether a toast has been raised since the page loaded; once true, it stays true. */
let toastRaised = false;
const listeners = new Set<() => void>();
const hasHadToast = () => toastRaised;
const watchToasts = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

// Chakra's toast store loads with the first toast, as its renderer does: no page needs it to paint.
const loadStore = loadOnce(() => import('./toaster-store').then((module) => module.toastStore));

/**
 * The app's toasts: bottom-right, 4 s, one at a time. The store alone would queue a second toast
 * behind the first; the spec wants the new one to replace it, so every create clears the stage first.
 * Toasts raised before the store has loaded show in the order they were raised.
 */
export const toaster = {
  create(options: ToastOptions): void {
    if (!toastRaised) {
      toastRaised = true;
      for (const listener of listeners) listener();
    }
    loadStore().then(
      (loaded) => {
        loaded.remove();
        loaded.create(options);
      },
      // The store did not download: this toast is lost, the next one asks again.
      () => undefined,
    );
  },
  success: (options: TypedToastOptions) => toaster.create({ ...options, type: 'success' }),
  error: (options: TypedToastOptions) => toaster.create({ ...options, type: 'error' }),
  warning: (options: TypedToastOptions) => toaster.create({ ...options, type: 'warning' }),
  info: (options: TypedToastOptions) => toaster.create({ ...options, type: 'info' }),
};

// The toast renderer (Chakra's toaster, a portal: about 13 KB gzip) loads with the first toast, which
// it then shows: most visits never raise one, and no page needs it to paint or to answer a tap.
const ToasterView = lazyNamed(() => import('./toaster-view'), 'default');

export function Toaster() {
  // The build-time render and the hydration see no toast yet.
  const needed = useSyncExternalStore(watchToasts, hasHadToast, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
