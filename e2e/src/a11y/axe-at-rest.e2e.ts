import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { settled } from '../support/settled.js';

/**
 * axe asked right after the screen was told to change, on a CPU slowed six times and a slow server (as on a loaded CI
 * machine): a list starting to refetch keeps its rows on screen, dimmed to half opacity, until the answer comes. A
 * scan then read their contrast at half opacity: the browser suite failed now and then with colour-contrast findings
 * (the company link, the "Approved" badge, a select's value) the screen never shows at rest. expectAccessible judges
 * the screen once it has settled.
 */
let browser: Browser;
let page: Page;
let cdp: CDPSession;
beforeAll(async () => {
  browser = await launchBrowser();
  // The fade this spec is about, at its real speed.
  page = await newPage(browser, { realAnimations: true });
  await startSession(page, 'system.admin@example.com');
  await page.waitForURL('**/admin/dashboard');
  cdp = await page.context().newCDPSession(page);
});
afterAll(async () => {
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  await browser?.close();
});

async function slowCpu(): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

it('a list scanned as it starts to refetch from a slow server is judged with its rows at rest', { timeout: 120_000 }, async () => {
  await page.goto('/admin/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  await expect.poll(() => table.getByRole('link').count()).toBeGreaterThan(0);
  await settled(page);
  // The server answers the list a second and a half late, as a loaded CI machine may: meanwhile the rows on screen
  // stay, dimmed, under aria-busy.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('"operationName":"Companies"')) await new Promise((r) => setTimeout(r, 1_500));
    await route.fallback();
  });
  await slowCpu();
  try {
    for (let i = 0; i < 2; i++) {
      await table.getByRole('button', { name: /Company Name/ }).click();
      await expectAccessible(page, { anyImpact: true });
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.unroute('**/graphql');
  }
});
