import { createToaster } from '@chakra-ui/react';

// Bottom end: at the top a toast would cover the header's menu while it shows.
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });
