import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, waitForMail } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('resets a forgotten password through the mailed link, once', async () => {
  const email = 'vendor.user@example.com';
  const page = await newPage(browser);
  await page.goto('/prequalification');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect.poll(() => page.getByText(/instructions to reset the password have been sent/).isVisible()).toBe(true);

  const mail = await waitForMail(email, /reset/i);
  const link = /(http\S+prequalification\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No reset link in the mail: ${mail.text}`);

  await page.goto(link);
  await page.getByLabel('New Password').waitFor();
  await expectAccessible(page);
  await page.getByLabel('New Password').fill('Fresh#Pass2026');
  await page.getByLabel('Confirm Password').fill('Fresh#Pass2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect.poll(() => page.getByText('Password has been successfully reset. Please login with the new password.').isVisible()).toBe(true);

  // The new password signs in; the link does not work a second time.
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Fresh#Pass2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/vendor/overview');

  const again = await newPage(browser);
  await again.goto(link);
  await again.getByLabel('New Password').fill('Other#Pass2026');
  await again.getByLabel('Confirm Password').fill('Other#Pass2026');
  await again.getByRole('button', { name: 'Reset Password' }).click();
  await expect.poll(() => again.getByText(/invalid or has expired/).isVisible()).toBe(true);
  await page.close();
  await again.close();
});
