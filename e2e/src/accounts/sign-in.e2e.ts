import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, newPage } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/prequalification');
}

describe('sign in and out', () => {
  it('a company admin lands on /vendor/overview inside the vendor shell, then signs out', async () => {
    const page = await newPage(browser);
    await page.goto('/prequalification');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expectAccessible(page);
    await signIn(page, 'vendor.admin@example.com');
    await page.waitForURL('**/vendor/overview');
    await expect.poll(() => page.getByText('Welcome and thanks for joining as a partner').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('vendor.admin@example.com').first().isVisible()).toBe(true);
    const nav = page.getByRole('navigation');
    for (const item of ['Home', 'General Info', 'Prequalification', 'File Manager', 'Users']) {
      expect(await nav.getByRole('link', { name: item, exact: true }).count()).toBe(1);
    }
    await expectAccessible(page);

    // The token is in a cookie for 7 days (HttpOnly: session-cookie.e2e.ts).
    const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
    expect(cookie).toBeTruthy();
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // An internal-only screen sends a vendor to /prequalification (not a logged-in admin), which says why and leads home.
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/prequalification');
    await page.getByRole('heading', { name: 'Staff sign-in required' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to your overview' }).click();
    await page.waitForURL('**/vendor/overview');

    await signOut(page);
    expect((await page.context().cookies()).find((c) => c.name === 'session')).toBeUndefined();
    await page.goto('/vendor/overview');
    await page.waitForURL('**/prequalification');
    await page.close();
  });

  it('a company user does not see Users', async () => {
    const page = await newPage(browser);
    await signIn(page, 'vendor.user@example.com');
    await page.waitForURL('**/vendor/overview');
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: 'File Manager' }).count()).toBe(1);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await signOut(page);
    await page.close();
  });

  it.each(['system.admin@example.com', 'prequal.admin@example.com', 'prequal.reviewer@example.com', 'prequal.viewer@example.com'])(
    '%s lands on /admin/dashboard inside the admin shell',
    async (email) => {
      const page = await newPage(browser);
      await signIn(page, email);
      await page.waitForURL('**/admin/dashboard');
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
      const nav = page.getByRole('navigation');
      for (const item of ['Dashboard', 'Projects', 'Users', 'Prequalification', 'Companies', 'File manager', 'Pre-Qual Form Builder', 'Activity Logs']) {
        expect(await nav.getByRole('link', { name: item, exact: true }).count()).toBe(1);
      }
      if (email.startsWith('system')) await expectAccessible(page);
      await signOut(page);
      await page.close();
    },
  );

  it('a wrong password shows the login-failure modal', async () => {
    const page = await newPage(browser);
    await signIn(page, 'vendor.user@example.com', 'not-the-password');
    await expect.poll(() => page.getByText('Sorry! Login failed. Click cancel to re-login or reach out to the team.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toMatch(/^mailto:/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/prequalification$/);
    await page.close();
  });

  it('edits the profile', async () => {
    const page = await newPage(browser);
    await signIn(page, 'prequal.viewer@example.com');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone').fill('410-555-0177');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('410-555-0177').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.close();
  });
});
