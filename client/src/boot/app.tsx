import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';

// The boot's third stage (main.tsx): the app's providers and the routes table, evaluated in a task of their own;
// the router and the first render follow in tasks of their own.

/** The data router of the routes table; its initialize starts loading the first route's chunks. */
export function createRouter(): DataRouter {
  return createBrowserRouter(routes);
}

/**
 * The first render, as a transition: React yields to the browser every few milliseconds, so a press on the static
 * sign-in page, or a signed-in page's first answers, are handled between slices (a plain `render` is one task
 * however large the tree).
 */
export function renderApp(root: Root, router: DataRouter): void {
  // Apollo and the GraphQL documents are a chunk of their own, fetched when the first screen that talks to the API
  // opens (the sign-in page's entry choices do not).
  const loadClient = async () => (await import('../api/create-portal-client')).createPortalClient(router);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} client={loadClient} />
      </StrictMode>,
    );
  });
}
