import { Suspense, lazy } from 'react';
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

// The toast renderer is not needed to paint the first page; it loads right after and then shows
// whatever the store already holds.
const ToasterView = lazy(() => import('./toaster-view'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
