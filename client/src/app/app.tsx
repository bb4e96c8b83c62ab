import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { ClientSourceContext, loaderOf, type ClientSource } from '../api/client-source';
import { GlobalAlertModal } from '../components/global-alert-modal';
import { Toaster } from '../components/toaster';
import { system } from '../theme/system';

interface AppProps {
  router: DataRouter;
  /** The Apollo Client, or a loader of it; screens that talk to the API get it through WithApollo. */
  client: ClientSource;
}

/** Providers around the router; main.tsx and the route tests render the same tree. */
export function App({ router, client }: AppProps) {
  const [loadClient] = useState(() => loaderOf(client));
  return (
    <ChakraProvider value={system}>
      <ClientSourceContext.Provider value={loadClient}>
        <RouterProvider router={router} />
        <GlobalAlertModal />
        <Toaster />
      </ClientSourceContext.Provider>
    </ChakraProvider>
  );
}
