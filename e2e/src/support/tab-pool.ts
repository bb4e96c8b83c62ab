import type { BrowserContext, Page } from 'playwright-core';

/**
 * A page the spec closes is kept, emptied, for the file's next `newPage()` instead of being closed: a new context
 * starts a new renderer process, whose first document cost 3-5 s of Chromium's CPU on the loaded machine (its
 * isolate compiles and warms up the whole client bundle, the browser sets up the context) against 0.4-0.6 s for a
 * document loaded again in the same tab. What the next test gets is what a new context gives it: no cookies, no
 * local or session storage, no IndexedDB, no HTTP cache, no history, the default window size and timeout, and none
 * of the previous test's routes, listeners or init scripts. Only the renderer process stays. It has to be left by
 * the page itself: a goto to about:blank and back took a new renderer each way. What is saved is less than a second
 * document's cost suggests (the emptied cache is fetched and the app boots signed out again): on sign-in.e2e.ts (8
 * tests, each closing its page) 16 renderers -> 2 and Chromium's CPU 45.1 / 50.1 s -> 39.4 s on the loaded machine.
 *
 * A page is closed for real when its emptying could not be complete: its context holds another page (a popup, a
 * second tab), it went to another origin (the OpenID provider's pages keep their own storage), or the spec changed
 * the page or its context in a way that cannot be undone here (an exposed function, its own init script, headers,
 * permissions, offline mode, a CDP session of its own).
 */

/** Calls on a page or context whose effect outlives the test and cannot be undone: after one, the tab is not kept. */
const LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'newCDPSession',
  'routeFromHAR',
  'routeWebSocket',
  'newPage',
] as const;

type Spare = { page: Page; kind: string };

const spares = new WeakMap<object, Spare[]>();

/** True while newPage() or the emptying calls one of the LASTING methods itself (the axe script, the timeout). */
let ours = false;

/** Runs `call` (which calls a LASTING method synchronously) without marking the page as changed for good. */
export function unwatched<T>(call: () => T): T {
  ours = true;
  try {
    return call();
  } finally {
    ours = false;
  }
}

/** A kept tab for `owner` (a file's browser handle) made with the same `kind` of context, if there is one. */
export function takeSpareTab(owner: object, kind: string): Page | undefined {
  const list = spares.get(owner);
  const index = list?.findIndex((s) => s.kind === kind) ?? -1;
  if (index < 0) return undefined;
  return list!.splice(index, 1)[0]!.page;
}

/**
 * From now on `page.close()` empties the page and keeps it for `owner`'s next `takeSpareTab(owner, kind)`; `reset`
 * then puts back what `newPage()` set up (the request count, the timeout). `origin` is the portal's.
 */
export function keepTabOnClose(owner: object, page: Page, kind: string, origin: string, reset: (page: Page) => Promise<void>): void {
  const context = page.context();
  let lasting = false;
  // Set up by newPage() itself before this is called; what the spec calls from now on is watched.
  for (const target of [page, context] as unknown as Record<string, unknown>[]) {
    for (const name of LASTING) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = (...args: unknown[]) => {
        if (!ours) lasting = true;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      };
    }
  }
  let elsewhere = false;
  const watchOrigin = () =>
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (url.startsWith('http') && new URL(url).origin !== origin) elsewhere = true;
    });
  watchOrigin();

  const close = page.close.bind(page);
  page.close = async (options) => {
    if (lasting || elsewhere || options?.runBeforeUnload || page.isClosed() || context.pages().length !== 1) return close(options);
    try {
      await empty(page, context, origin);
      watchOrigin();
      await reset(page);
    } catch {
      return close(options);
    }
    const list = spares.get(owner) ?? [];
    list.push({ page, kind });
    spares.set(owner, list);
  };
}

/** Leaves the app without its beforeunload (as closing does), then forgets everything the test left stored. */
async function empty(page: Page, context: BrowserContext, origin: string): Promise<void> {
  if (page.url().startsWith(origin)) {
    // A capture listener on the window runs before the app's own: the unsaved-draft request a beforeunload sends,
    // which a closed page never sends, is not sent either.
    await page.evaluate(() => addEventListener('beforeunload', (e) => e.stopImmediatePropagation(), true));
  }
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // A document of the portal that runs no script, where the origin's session storage (kept per tab) can be emptied.
  await page.goto(`${origin}/health`, { timeout: 15_000 });
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const cdp = await unwatched(() => context.newCDPSession(page));
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    // Left from the page itself, so the renderer stays (see above).
    await Promise.all([page.waitForURL('about:blank'), page.evaluate(() => location.replace('about:blank'))]);
    await cdp.send('Page.resetNavigationHistory');
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  await context.clearCookies();
  await context.clearPermissions();
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
}
