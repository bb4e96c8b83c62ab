import type { Page } from 'playwright-core';
import { requestsInFlight } from './settled.js';

interface RestWindow {
  __axeRestFrames?: number;
  __axeMoved?: boolean;
  __axeObserver?: MutationObserver;
}

/**
 * Whether the page is "at rest", the only state whose colours axe can judge: nothing aria-busy (a list refetching
 * shows its old rows dimmed to half opacity until the answer comes), no finite animation or transition running or
 * about to start (a dialog, drawer, toast or faded row caught part way shows colours it never has at rest), and the
 * web fonts loaded. Spinners and skeleton pulses, which never end, are not waited for (a skeleton sits under
 * aria-busy anyway). Runs in the page; a function, not a string: the portal's CSP forbids eval.
 */
function restingInPage(): boolean {
  const moving = document.getAnimations().some((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().iterations !== Infinity);
  return !moving && document.fonts.status === 'loaded' && !document.querySelector('[aria-busy="true"]');
}

/**
 * Waits until the page is at rest (above) for two animation frames in a row and no request of the page is in
 * flight: a state change a click queued (a dialog about to close, a refetch about to start) renders by then. Gives up
 * after `timeoutMs` and lets the scan run as it is, as the scans always did (false): what it finds is reported.
 */
export async function waitForRest(page: Page, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const rested = await page
      .waitForFunction(
        () => {
          // restingInPage, written out: a function passed to the page cannot call one defined here.
          const moving = document.getAnimations().some((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().iterations !== Infinity);
          const w = window as unknown as RestWindow;
          if (moving || document.fonts.status !== 'loaded' || document.querySelector('[aria-busy="true"]')) {
            w.__axeRestFrames = 0;
            return false;
          }
          w.__axeRestFrames = (w.__axeRestFrames ?? 0) + 1;
          if (w.__axeRestFrames < 2) return false;
          w.__axeRestFrames = 0;
          return true;
        },
        undefined,
        { timeout: left, polling: 'raf' },
      )
      .then(
        () => true,
        () => false,
      );
    if (!rested) return false;
    if (requestsInFlight(page) === 0) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Starts watching the document for anything that would make a scan running now read a state in between: a change of
 * the tree or of an attribute, or a finite animation started. `moved()` (asked after the scan) says whether any came.
 */
export async function watchForMovement(page: Page): Promise<{ moved: () => Promise<boolean> }> {
  await page.evaluate(`window.__axeResting = ${restingInPage.toString()}`);
  await page.evaluate(() => {
    const w = window as unknown as RestWindow;
    w.__axeObserver?.disconnect();
    w.__axeMoved = false;
    w.__axeObserver = new MutationObserver(() => (w.__axeMoved = true));
    w.__axeObserver.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return {
    moved: async () => {
      const inPage = await page.evaluate(() => {
        const w = window as unknown as RestWindow & { __axeResting?: () => boolean };
        const records = w.__axeObserver?.takeRecords() ?? [];
        w.__axeObserver?.disconnect();
        return !!w.__axeMoved || records.length > 0 || !(w.__axeResting?.() ?? true);
      });
      return inPage || requestsInFlight(page) > 0;
    },
  };
}
