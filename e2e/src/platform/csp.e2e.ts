import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser.js';
import { settled } from '../support/settled.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The portal's Content-Security-Policy holds: nothing the pages run is refused (Lighthouse counts each as a best-practices issue). */
it('the signed-in vendor overview breaks no rule of the Content-Security-Policy', { timeout: 120_000 }, async () => {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`));
  });
  await signIn(page, 'vendor.admin@example.com');
  await page.waitForURL(/\/vendor\/overview/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await page.close();
});
