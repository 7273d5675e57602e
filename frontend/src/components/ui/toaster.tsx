import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { toastStore } from './toaster-store';

type ToastOptions = Parameters<typeof toastStore.create>[0];

/**
 * The app's toasts: bottom-right, 4 s, one at a time. The store alone would queue a second toast
 * behind the first; the spec wants the new one to replace it, so every create clears the stage first.
 */
export const toaster: typeof toastStore = {
  ...toastStore,
  create(options: ToastOptions) {
    toastStore.remove();
    return toastStore.create(options);
  },
  success: (options) => toaster.create({ ...options, type: 'success' }),
  error: (options) => toaster.create({ ...options, type: 'error' }),
  warning: (options) => toaster.create({ ...options, type: 'warning' }),
  info: (options) => toaster.create({ ...options, type: 'info' }),
};

/** Whether the store has held a toast since the page loaded; once true, it stays true. */
let toastSeen = false;
const hasHadToast = () => (toastSeen ||= toastStore.getCount() > 0);
const watchToasts = (onChange: () => void) =>
  toastStore.subscribe(() => {
    toastSeen = true;
    onChange();
  });

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
