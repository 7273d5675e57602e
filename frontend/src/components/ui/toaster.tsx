import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

const store = createToaster({ placement: 'bottom-end', max: 1, duration: 4000, pauseOnPageIdle: true });

type ToastOptions = Parameters<typeof store.create>[0];

/**
 * The app's toasts: bottom-right, 4 s, one at a time. The store alone would queue a second toast
 * behind the first; the spec wants the new one to replace it, so every create clears the stage first.
 */
export const toaster: typeof store = {
  ...store,
  create(options: ToastOptions) {
    store.remove();
    return store.create(options);
  },
  success: (options) => toaster.create({ ...options, type: 'success' }),
  error: (options) => toaster.create({ ...options, type: 'error' }),
  warning: (options) => toaster.create({ ...options, type: 'warning' }),
  info: (options) => toaster.create({ ...options, type: 'info' }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
