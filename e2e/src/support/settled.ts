import type { Page, Request } from 'playwright-core';

/**
 * "The screen has its data": no request of the page in flight and no loading region, held for a short quiet spell.
 * Playwright's networkidle is the same idea with a fixed 500 ms of silence, and only once per document (after a
 * tab's click it answers at once without waiting for the tab's query); this one is asked each time and ends as
 * soon as the page is quiet, which over a few hundred screens is minutes.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on (newPage does it for every page). */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Stops counting a request the spec holds back on purpose (a route not yet continued): nothing should wait for it. */
export function forgetRequest(page: Page, request: Request): void {
  inFlight.get(page)?.delete(request);
}

/** How many of the page's requests are in flight now (0 for a page not made by newPage, whose requests are not counted). */
export function requestsInFlight(page: Page): number {
  return inFlight.get(page)?.size ?? 0;
}

/**
 * Waits until no request is in flight and nothing is aria-busy, both true for `quietMs` in a row. Each look asks the
 * page itself, which answers only between its tasks: a chunk being evaluated or a screen being rendered delays the
 * answer, and the requests they start are counted before it comes.
 */
export async function settled(page: Page, { quietMs = 200, timeoutMs = 15_000 }: { quietMs?: number; timeoutMs?: number } = {}): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() needs a page from newPage() (its requests are counted from the start)');
  const deadline = Date.now() + timeoutMs;
  let quietSince: number | undefined;
  for (;;) {
    const idle = open.size === 0 && (await page.evaluate(() => !document.querySelector('[aria-busy="true"]')).catch(() => false)) && open.size === 0;
    if (!idle) quietSince = undefined;
    else if (quietSince === undefined) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) {
      const pending = [...open].map((r) => r.url()).join(', ');
      throw new Error(`the page did not settle within ${timeoutMs} ms (${pending ? `in flight: ${pending}` : 'a region stays aria-busy'})`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}
