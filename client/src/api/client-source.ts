import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react';

/**
 * The app's Apollo Client, or how to make it: main.tsx passes a loader, so Apollo's code (and every GraphQL
 * document) downloads only when a screen that talks to the API opens, not with the sign-in page; tests pass the
 * client they made.
 */
export type ClientSource = ApolloClient | (() => Promise<ApolloClient>);

export interface ClientLoader {
  /** The one client of the app, loading it the first time. */
  load(): Promise<ApolloClient>;
  /** The client once loaded (at once when the app was given one). */
  current(): ApolloClient | undefined;
}

export const ClientSourceContext = createContext<ClientLoader | null>(null);

export function loaderOf(source: ClientSource): ClientLoader {
  let client = typeof source === 'function' ? undefined : source;
  let loading: Promise<ApolloClient> | undefined;
  return {
    current: () => client,
    load() {
      if (client) return Promise.resolve(client);
      if (typeof source !== 'function') return Promise.resolve(source);
      loading ??= source().then(
        (made) => (client = made),
        (error: unknown) => {
          // A chunk that failed to download (offline a moment): the next screen tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
