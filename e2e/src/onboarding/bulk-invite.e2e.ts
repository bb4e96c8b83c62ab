import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession, waitForMail } from '../support/browser.js';

/**
 * Bulk invite in Chromium (beyond the specification): a CSV of three rows, one of them a company already
 * registered and one a repeat of the first, previewed row by row; sending invites the one new company, whose
 * contact gets the mail with the registration link, and the link opens its draft registration.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('previews a CSV of companies row by row, then invites the new one by mail with its registration link', { timeout: 180_000 }, async () => {
  const stamp = Date.now().toString(36);
  const contact = `estimating+${stamp}@severn-masonry.example`;
  // Keystone Mechanical (the demo company) is registered already; 52-99xxxxx is new; the third row repeats it.
  const taxId = `52-99${String(Date.now()).slice(-5)}`;
  const csv = [
    'Tax ID,Company Name,Contact Email',
    `${taxId},Severn Masonry ${stamp} LLC,${contact}`,
    `52-1234567,Keystone Mechanical Contractors LLC,office@keystone.example`,
    `${taxId},Severn Masonry again,${contact}`,
  ].join('\n');

  const admin = await newPage(browser);
  await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/companies');
  await admin.getByRole('link', { name: 'Invite Companies' }).click();
  await admin.waitForURL('**/admin/invite-companies');
  await admin.getByLabel('CSV file of companies').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const preview = admin.getByRole('table', { name: 'Invitation preview' });
  await expect.poll(() => preview.getByRole('row').count()).toBe(4);
  await expect.poll(async () => (await preview.getByRole('row').nth(1).textContent()) ?? '').toMatch(/Invite/);
  await expect.poll(async () => (await preview.getByRole('row').nth(3).textContent()) ?? '').toMatch(/Same Tax ID as row 1/);
  await expectAccessible(admin);

  await admin.getByRole('button', { name: 'Send 1 invitation' }).click();
  await admin.getByRole('alertdialog', { name: 'Send invitations' }).getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => admin.getByText('1 invitation sent.').first().isVisible()).toBe(true);

  // The contact's mail carries the registration link, which opens the company's draft.
  const mail = await waitForMail(contact, /Invitation to register/);
  const link = /https?:\/\/\S+vendor-registration#\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const vendor = await newPage(browser);
  await vendor.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect
    .poll(async () =>
      vendor
        .getByRole('textbox', { name: /Company Name/ })
        .first()
        .inputValue(),
    )
    .toBe(`Severn Masonry ${stamp} LLC`);
});
