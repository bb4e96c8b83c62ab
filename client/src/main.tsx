// First: zod's settings are read when its first schema is made.
import './zod-jitless';
import { getSession } from './api/session';
import { dismissSignInShell } from './sign-in-shell';
import { nextTask } from './utils/next-task';

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
 * The boot, in stages of a task each. Evaluating one graph of modules is one task however large: React DOM, Chakra
 * with the portal's system, the routes and the router's start, then the first render were one long task of the
 * page's main thread (Lighthouse's Total Blocking Time counts each task's time over 50 ms, at a phone's speed). Each
 * stage is a module imported here (src/boot/*), evaluated in its own task; their chunks are all requested at once
 * with the entry (vite-boot-stages.ts: index.html's loader preloads them), so the stages wait for no download
 * that did not start at the first. The first render is a transition, in 5 ms slices.
 */
async function boot(element: HTMLElement): Promise<void> {
  const { createRoot } = await import('./boot/react');
  await nextTask();
  await import('./boot/system');
  await nextTask();
  const { createRouter, renderApp } = await import('./boot/app');
  await nextTask();
  const router = createRouter();
  await nextTask();
  renderApp(createRoot(element), router);
}

void boot(root);
