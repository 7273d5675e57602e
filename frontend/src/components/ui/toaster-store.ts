import { createToaster } from '@chakra-ui/react';

/** Bottom-right, 4 s each (SPEC section 9). */
export const toastStore = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 4000,
  pauseOnPageIdle: true,
});
