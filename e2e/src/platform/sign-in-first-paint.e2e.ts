import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn } from '../support/browser.js';
import { forgetRequest } from '../support/settled.js';

/*
 * index.html draws the sign-in page's entry choices as static HTML and CSS, so a first visit sees them before the
 * JavaScript has loaded (Lighthouse's FCP and LCP); React's own screen then takes their place. Here the page's
 * JavaScript files are held back to see what is drawn without them.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Holds every JavaScript file of the build until `release` is called; from then on they pass. A held file is not
 * counted as in flight, so an accessibility scan meanwhile does not wait for it (it waited 10 s a try, three tries).
 */
async function holdScripts(page: Page): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/assets/*.js', (route) => {
    if (open) return route.continue();
    forgetRequest(page, route.request());
    held.push(route);
  });
  return {
    held,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Collects the page's Content-Security-Policy violations (the inline script must be allowed by its hash). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the sign-in page before its JavaScript', () => {
  it('shows the entry choices without any script file, accessibly and within the CSP; a button pressed then opens its screen', async () => {
    const page = await newPage(browser);
    const violations = await recordCspViolations(page);
    const scripts = await holdScripts(page);
    await page.goto('/prequalification', { waitUntil: 'commit' });

    await page.getByRole('heading', { level: 1, name: 'Trade Partner Prequalification' }).waitFor();
    expect(await page.getByText('Create an account for your registered company to begin prequalification, or log in.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Begin Prequalification / Create an account' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Vendor Portal' }).getAttribute('href')).toBe('/prequalification');
    // Drawn while the entry script is still held back (its request may reach the route only after the heading is drawn).
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expectAccessible(page, { anyImpact: true });

    // Pressed before React has drawn anything: the login form opens once it has.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await scripts.release();
    await page.getByLabel('Email').waitFor();
    expect(await page.locator('#sign-in-shell').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('/registration shows its own entry choices, which React then draws in the same place', async () => {
    const page = await newPage(browser);
    const scripts = await holdScripts(page);
    await page.goto('/registration', { waitUntil: 'commit' });
    const register = page.getByRole('button', { name: 'Register your company' });
    await register.waitFor();
    const box = async () => Object.values((await register.boundingBox()) ?? {}).map(Math.round);
    const before = await box();
    expect(await page.getByRole('button', { name: 'Begin Prequalification / Create an account' }).isVisible()).toBe(false);

    await scripts.release();
    await page.locator('#sign-in-shell').waitFor({ state: 'detached' });
    // React's button, where the static one was: nothing moves when the page is replaced.
    expect(await box()).toEqual(before);
    await register.click();
    await page.getByRole('heading', { level: 1, name: 'Register your company' }).waitFor();
    await page.close();
  });

  it('is not drawn for a visitor with a session, nor on another page', async () => {
    const page = await newPage(browser);
    const scripts = await holdScripts(page);
    await page.goto('/vendor/overview', { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { name: 'Trade Partner Prequalification' }).isVisible()).toBe(false);
    await scripts.release();
    await page.close();

    // A signed-in page keeps not even a hidden copy: its links would stand before the app's skip link, which axe
    // then no longer takes for a skip link.
    const signedIn = await newPage(browser);
    await signIn(signedIn, 'prequal.admin@example.com');
    await signedIn.waitForURL('**/admin/**');
    await signedIn.goto('/admin/profile');
    await signedIn.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
    expect(await signedIn.locator('#sign-in-shell').count()).toBe(0);
    await signedIn.close();

    const withSession = await newPage(browser);
    const held = await holdScripts(withSession);
    await withSession.context().addCookies([{ name: 'session_claims', value: 'a-session', url: inject('baseUrl') }]);
    await withSession.goto('/prequalification', { waitUntil: 'commit' });
    await withSession.locator('#root').waitFor({ state: 'attached' });
    expect(await withSession.getByRole('heading', { name: 'Trade Partner Prequalification' }).isVisible()).toBe(false);
    await held.release();
    await withSession.close();
  });
});
