import type { Page } from 'playwright-core';

/**
 * Opens a route in the page the way the app's own links do: the router's navigation (history.pushState, then the
 * popstate it listens to) rather than a new document, so the app, its chunks and axe, already in the page, are not
 * loaded again (a new document booted the app and fetched the signed-in user each time: 0.4-1.5 s before the screen
 * started loading, against 0.1 s). A page that has no document yet loads one.
 */
export async function visit(page: Page, route: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(route);
    return;
  }
  const from = await page.evaluate((to) => {
    const left = location.pathname;
    document.querySelector('main h1')?.setAttribute('data-left-behind', '');
    // The entry the router would write itself (its state carries a key and the entry's index).
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return left;
  }, route);
  // The router keeps the screen it leaves on display while the next screen's chunk loads (a transition), so that
  // screen's title and tabs would pass for the new one's (a form builder tab was clicked as it went away): wait until
  // it is gone, unless the route sent the page back where it was (the same screen stays).
  await page
    .waitForFunction((left) => !document.querySelector('main h1[data-left-behind]') || location.pathname === left, from, { timeout: 10_000 })
    .catch(() => {
      if (process.env.AXE_TRACE) console.log(new Date().toISOString(), 'the previous screen stayed on', page.url());
    });
}

/**
 * `visit`, on a screen mounted afresh: when the page shows that route already, it goes by the area's no-match screen
 * first, so the screen starts over (a tab chosen before is not kept), as it would in a new document.
 */
export async function visitAfresh(page: Page, route: string): Promise<void> {
  const path = route.split(/[?#]/)[0];
  if (page.url().startsWith('http') && new URL(page.url()).pathname === path) {
    const area = /^\/(vendor|admin)\//.exec(route)?.[0] ?? '/';
    await visit(page, `${area}no-such-page`);
    await page.waitForFunction(() => !!document.querySelector('main h1'), undefined, { timeout: 10_000 }).catch(() => undefined);
  }
  await visit(page, route);
}
