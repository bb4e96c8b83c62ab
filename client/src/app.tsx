import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, type DataRouter } from 'react-router';
import { GlobalAlertModal } from './components/global-alert-modal';
import { Toaster } from './components/toaster';
import { system } from './theme/system';

interface AppProps {
  router: DataRouter;
  client: ApolloClient;
}

/** Providers around the router; main.tsx and the route tests render the same tree. */
export function App({ router, client }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <GlobalAlertModal />
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
