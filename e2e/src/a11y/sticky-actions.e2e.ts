import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSession } from '../support/browser.js';
import { settled } from '../support/settled.js';

/**
 * Long forms keep their actions in reach (components/sticky-action-bar.tsx): General Info's Edit, Cancel and Submit
 * stay on screen at the top of its long page as it scrolls, and the form builder's Save and Cancel at the foot of the window, on
 * a phone (390 px) and a laptop (1366 px), without the page scrolling sideways; General Info's read-only choices
 * wrap instead of being cut off.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One session per account for the whole file: each test sizes the window, then opens its screen afresh. */
const sessions = new Map<string, Page>();
async function signedIn(email: string, home: string, viewport: { width: number; height: number }): Promise<Page> {
  let page = sessions.get(email);
  if (!page) {
    page = await newPage(browser);
    await startSession(page, email);
    await page.waitForURL(`**${home}`);
    sessions.set(email, page);
  }
  await page.setViewportSize(viewport);
  return page;
}

/** Whether the control is wholly inside the window as it is now scrolled. */
async function onScreen(control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  const size = control.page().viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

const scrollTo = (page: Page, where: 'top' | 'bottom') => page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight), where);
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const sidewaysBy = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(VIEWPORTS)('on a $name ($width px)', (viewport) => {
  it("General Info's Edit, Cancel and Submit stay on screen when scrolled to the foot of the page", { timeout: 120_000 }, async () => {
    const page = await signedIn('vendor.admin@example.com', '/vendor/overview', viewport);
    await page.goto('/vendor/general-info');
    const bar = page.getByRole('group', { name: 'General info actions' });
    const edit = bar.getByRole('button', { name: 'Edit' });
    await expect.poll(() => edit.isVisible()).toBe(true);
    await settled(page);
    // The page is much taller than the window: the point of the bar.
    expect(await pageHeight(page)).toBeGreaterThan(viewport.height * 2);

    // Read-only, every multi-choice value shows whole (it wraps rather than being cut off).
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-scope="select"][data-part="value-text"]'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);

    await scrollTo(page, 'bottom');
    await expect.poll(() => onScreen(edit)).toBe(true);
    await edit.click();
    const submit = bar.getByRole('button', { name: 'Submit' });
    const cancel = bar.getByRole('button', { name: 'Cancel' });
    await scrollTo(page, 'bottom');
    await expect.poll(() => onScreen(submit)).toBe(true);
    expect(await onScreen(cancel)).toBe(true);
    expect(await sidewaysBy(page)).toBeLessThanOrEqual(0);
    await cancel.click();
    await expect.poll(() => edit.isVisible()).toBe(true);
  });

  it("the form builder's Save and Cancel stay on screen from the top of the template down", { timeout: 120_000 }, async () => {
    const page = await signedIn('prequal.admin@example.com', '/admin/dashboard', viewport);
    await page.goto('/admin/pre-qual-metrics');
    await expect.poll(() => page.getByRole('heading', { name: 'Pre-Qual Form Builder' }).isVisible()).toBe(true);
    const bar = page.getByRole('group', { name: 'Form actions' });
    const save = bar.getByRole('button', { name: 'Save', exact: true });
    const cancel = bar.getByRole('button', { name: 'Cancel' });
    await expect.poll(() => save.isVisible()).toBe(true);
    await settled(page);
    expect(await pageHeight(page)).toBeGreaterThan(viewport.height * 2);

    await scrollTo(page, 'top');
    await expect.poll(() => onScreen(save)).toBe(true);
    expect(await onScreen(cancel)).toBe(true);
    // Half way down, in the middle of the questions.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => onScreen(save)).toBe(true);
    expect(await onScreen(cancel)).toBe(true);
    expect(await sidewaysBy(page)).toBeLessThanOrEqual(0);
  });
});
