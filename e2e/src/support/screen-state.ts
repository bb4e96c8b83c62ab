import type { Page } from 'playwright-core';

/**
 * What went wrong in a page that a failed wait cannot say: its script errors and failed requests, kept as they happen
 * (the last few), and what the screen shows now. A wait that runs out of time names only its locator; a CI log of a
 * flaky run needs the address, the screen and whether the app's scripts ran at all.
 */
const problems = new WeakMap<Page, string[]>();
const KEPT = 5;

/** Keeps the page's script errors and failed requests from now on (newPage does it for every page). */
export function recordProblems(page: Page): void {
  const list: string[] = [];
  problems.set(page, list);
  const add = (entry: string) => {
    list.push(entry.slice(0, 160));
    if (list.length > KEPT) list.shift();
  };
  page.on('pageerror', (error) => add(`script error: ${error.message}`));
  page.on('requestfailed', (request) => add(`request failed: ${request.method()} ${new URL(request.url()).pathname} (${request.failure()?.errorText ?? 'no reason'})`));
}

/** One line: the address, whether index.html's static sign-in page is still up, the first heading and the problems seen. */
export async function screenState(page: Page): Promise<string> {
  const seen = await page
    .evaluate(() => ({
      staticPage: document.documentElement.getAttribute('data-shell'),
      pressed: document.documentElement.getAttribute('data-shell-action'),
      drawn: (document.getElementById('root')?.childElementCount ?? 0) > 0,
      heading: document.querySelector('#root h1, #root h2')?.textContent?.trim().slice(0, 80) ?? null,
    }))
    .catch((error: Error) => ({ unreadable: error.message.split('\n')[0] }));
  const found = problems.get(page) ?? [];
  return `at ${page.url()}: ${JSON.stringify(seen)}; ${found.length ? found.join('; ') : 'no script error or failed request'}`;
}
