// First: zod's settings are read when its first schema is made.
import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { getSession } from './api/session';
import { App } from './app/app';
import { routes } from './app/routes';
import { dismissSignInShell } from './sign-in-shell';

const router = createBrowserRouter(routes);
// Apollo and the GraphQL documents are a chunk of their own, fetched when the first screen that talks to the API
// opens (the sign-in page's entry choices do not).
const loadClient = async () => (await import('./api/create-portal-client')).createPortalClient(router);

// A signed-in visitor's page needs Apollo's root, the client and the session's `me` whatever the screen; asked
// for now, beside the screen's chunks, rather than one after another once the screen has rendered.
if (getSession()) {
  for (const load of [() => import('./api/apollo-root'), () => import('./api/create-portal-client'), () => import('./auth/session-details')]) {
    load().catch(() => undefined);
  }
}

// index.html's static sign-in page, when its script chose not to show it (another page, a session): gone before
// React draws, so no hidden copy of its links stays in the document (axe takes the skip link for a skip link only
// when no other link comes before it).
if (!document.documentElement.hasAttribute('data-shell')) dismissSignInShell();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/*
 * The first render runs in a task of its own and as a transition. Evaluating the entry's modules (React, Chakra
 * and its system, the router, which starts fetching the first route's chunks) is one long task already; a render
 * appended to it made it longer, and a plain `render` is one uninterrupted task however large the tree. As a
 * transition React yields to the browser every few milliseconds, so a press on the static sign-in page, or the
 * first queries' answers, are handled between slices (Lighthouse's Total Blocking Time counts each task's time
 * over 50 ms).
 */
setTimeout(() => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} client={loadClient} />
      </StrictMode>,
    );
  });
}, 0);
