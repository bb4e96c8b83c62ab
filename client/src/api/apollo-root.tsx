import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { ClientSourceContext } from './client-source';

interface ApolloRootProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** Loaded by WithApollo: shows `fallback` until the app's client is made (the first time only), then provides it. */
export default function ApolloRoot({ children, fallback }: ApolloRootProps) {
  const loader = useContext(ClientSourceContext);
  if (!loader) throw new Error('WithApollo is used outside <App>');
  const [client, setClient] = useState<ApolloClient | undefined>(loader.current);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (client) return undefined;
    let live = true;
    loader.load().then(
      (made) => live && setClient(made),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [client, loader]);
  // The route's error page says it and offers a reload.
  if (failure) throw failure;
  if (!client) return fallback;
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
