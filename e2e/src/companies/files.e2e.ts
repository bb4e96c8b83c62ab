import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signOut, startSession } from '../support/browser.js';
import { onePagePdf } from '../support/pdf.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('a vendor admin adds a document with an expiry date; staff find the folder, preview the PDF in the page, rename it', { timeout: 180_000 }, async () => {
  const stamp = Date.now().toString(36);
  const vendor = await newPage(browser);
  await startSession(vendor, 'vendor.admin@example.com');
  await vendor.waitForURL('**/vendor/overview');
  await vendor.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'File Manager' }).click();
  await vendor.waitForURL('**/vendor/file-manager');
  await expect.poll(() => vendor.getByRole('table', { name: 'General files' }).isVisible()).toBe(true);
  await vendor.getByRole('button', { name: 'Add New Doc' }).click();
  const dialog = vendor.getByRole('dialog', { name: 'Add New Doc' });
  await dialog
    .getByLabel('File', { exact: false })
    .first()
    .setInputFiles({ name: `insurance-${stamp}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf('Certificate of insurance') });
  // Expires in ten days: flagged.
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Expiry date (optional)').fill(soon);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => vendor.getByText('File uploaded').first().isVisible()).toBe(true);
  const row = vendor.getByRole('row').filter({ hasText: `insurance-${stamp}.pdf` });
  await expect.poll(() => row.getByText('Expires within 30 days').isVisible()).toBe(true);
  await expectAccessible(vendor);
  await signOut(vendor);

  const admin = await newPage(browser);
  await startSession(admin, 'system.admin@example.com');
  await admin.waitForURL('**/admin/dashboard');
  await expect.poll(() => admin.getByRole('region', { name: /^Expiring documents: [1-9]\d* expired or expiring within 30 days$/ }).isVisible()).toBe(true);
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'File manager' }).click();
  await admin.waitForURL('**/admin/file-manager');
  await admin.getByRole('searchbox', { name: 'Search companies' }).fill('Keystone');
  const folder = admin.getByRole('list', { name: 'Company folders' }).getByRole('link').first();
  await expect.poll(() => folder.isVisible()).toBe(true);
  await expectAccessible(admin);
  await folder.click();
  await admin.waitForURL(/\/admin\/file-manager\/[0-9a-f-]{36}$/);

  await admin.getByRole('button', { name: `Preview insurance-${stamp}.pdf` }).click();
  const preview = admin.getByRole('dialog', { name: `Preview: insurance-${stamp}.pdf` });
  // react-pdf draws the page on a canvas at zoom 0.42 (612 pt wide -> about 257 CSS px).
  const canvas = preview.locator('canvas').first();
  await expect.poll(() => canvas.isVisible(), { timeout: 20_000 }).toBe(true);
  const width = await canvas.evaluate((c) => c.getBoundingClientRect().width);
  expect(Math.round(width)).toBeGreaterThan(240);
  expect(Math.round(width)).toBeLessThan(275);
  await expect.poll(() => preview.getByText('Zoom 42%').isVisible()).toBe(true);
  await preview.getByRole('button', { name: 'Close', exact: true }).click();

  await admin.getByRole('button', { name: `Rename insurance-${stamp}.pdf` }).click();
  const rename = admin.getByRole('dialog', { name: 'Rename File' });
  await rename.getByRole('textbox', { name: 'File Name' }).fill('');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => rename.getByText('File Name is required').isVisible()).toBe(true);
  await rename.getByRole('textbox', { name: 'File Name' }).fill(`Certificate ${stamp}`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => admin.getByRole('button', { name: `Rename Certificate ${stamp}.pdf` }).isVisible()).toBe(true);
});
