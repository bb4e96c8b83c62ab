import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser.js';
import { settled, trackRequests } from '../support/settled.js';

/*
 * A signed-in first visit asks for its layout's and screen's chunks (and Apollo's) beside the entry, not once the
 * entry has run: index.html's session script adds a modulepreload for each, and sends the first screen's queries
 * itself, whose answers the client then uses. Here the entry is held back, so whatever is requested meanwhile
 * was asked for by the page itself.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Holds the entry script (the one index.html's loader asks for); records every other script asked for. */
async function holdEntry(page: Page, entry: string): Promise<{ requested: string[]; release: () => Promise<void> }> {
  const requested: string[] = [];
  const held: Route[] = [];
  let open = false;
  // Routing turns the HTTP cache off, so the visit downloads every chunk as a first visit does.
  await page.route('**/assets/*.js', (route) => {
    const file = new URL(route.request().url()).pathname;
    if (file === entry && !open) return void held.push(route);
    requested.push(file);
    return route.continue();
  });
  return {
    requested,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

async function entryScript(page: Page): Promise<string> {
  const html = await (await page.request.get('/index.html')).text();
  // The entry is asked for by index.html's loader script (client/vite-scripts-after-paint.ts), or by a tag.
  const src = /var entry = "([^"]+)"/.exec(html)?.[1] ?? /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html has no entry script');
  return src;
}

describe('a signed-in first visit', () => {
  it.each([
    {
      email: 'vendor.admin@example.com',
      path: '/vendor/overview',
      chunks: [/\/vendor-overview-/, /\/vendor-apollo-/],
      queries: ['Me', 'VendorOverview'],
      shown: /Pre-qualification status|not begun pre-qualification/,
    },
    {
      email: 'system.admin@example.com',
      path: '/admin/dashboard',
      chunks: [/\/dashboard-page-/, /\/vendor-apollo-/],
      queries: ['Me', 'Dashboard'],
      shown: /pending/,
    },
  ])('$path asks for its chunks and its first queries while the entry is still downloading, and asks once', async ({ email, path, chunks, queries, shown }) => {
    const signedIn = await newPage(browser);
    await signIn(signedIn, email);
    await signedIn.waitForURL(/\/(vendor|admin)\//);
    // A tab of its own in the same browser (the session cookie, no cache): only this visit's requests are counted.
    const page = await signedIn.context().newPage();
    trackRequests(page);
    const entry = await entryScript(page);
    const scripts = await holdEntry(page, entry);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') operations.push(String(request.postDataJSON()?.operationName));
    });

    await page.goto(path, { waitUntil: 'commit' });
    // The screen's chunk and Apollo by name (the layout's and the rest share chunks whose names the build picks),
    // and many more beside them: without the script only React's, which the entry imports, would be asked for.
    for (const chunk of chunks) await expect.poll(() => scripts.requested.some((file) => chunk.test(file)), { message: `${chunk}` }).toBe(true);
    await expect.poll(() => scripts.requested.length).toBeGreaterThan(10);
    await expect.poll(() => [...operations].sort()).toEqual([...queries].sort());

    await scripts.release();
    await page.getByText(shown).first().waitFor();
    await settled(page);
    // The client took the early answers: each query went to the server once.
    for (const query of queries)
      expect(
        operations.filter((o) => o === query),
        query,
      ).toHaveLength(1);
    await page.close();
    await signedIn.close();
  });

  it('a visitor without a session sends no early query', async () => {
    const page = await newPage(browser);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') operations.push(String(request.postDataJSON()?.operationName));
    });
    await page.goto('/vendor/overview');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => 'portalEarlyRequests' in window)).toBe(false);
    // (The portal's public settings are asked for as before.)
    expect(operations.filter((o) => ['Me', 'VendorOverview', 'Dashboard'].includes(o))).toEqual([]);
    await page.close();
  });
});
