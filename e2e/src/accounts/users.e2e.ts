import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn, startSession } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = Date.now().toString(36);

async function row(page: Page, table: string, name: string) {
  const found = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
  await expect.poll(() => found.count()).toBe(1);
  return found;
}

it('the system admin adds an internal user, who signs in; deactivating ends that session at once', { timeout: 180_000 }, async () => {
  const admin = await newPage(browser);
  await startSession(admin, 'system.admin@example.com');
  await admin.waitForURL('**/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await admin.waitForURL('**/admin/users');
  await expect.poll(() => admin.getByRole('table', { name: 'Internal users' }).getByRole('row').count()).toBeGreaterThan(4);
  await expectAccessible(admin);

  // Add User: the dialog's rules first, then a reviewer.
  const email = `ines.${stamp}@example.com`;
  await admin.getByRole('button', { name: 'Add User' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add User' });
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialog.getByRole('textbox', { name: /Full Name/ }).getAttribute('aria-invalid')).toBe('true');
  await dialog.getByLabel('Full Name').fill('Ines Internal');
  await dialog.getByLabel('Phone Number').fill('410-555-0177');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('PREQUAL_REVIEWER');
  await dialog.getByLabel(/^Password/).fill('InesPass#2026');
  await dialog.getByLabel('Confirm Password').fill('InesPass#2027');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialog.getByText('Passwords do not match').isVisible()).toBe(true);
  await dialog.getByLabel('Confirm Password').fill('InesPass#2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => admin.getByText('User added successfully').first().isVisible()).toBe(true);

  // She signs in in her own browser.
  const ines = await newPage(browser);
  await signIn(ines, email, 'InesPass#2026');
  await ines.waitForURL('**/admin/dashboard');

  // Search finds her; the Active toggle turns her off at once.
  await admin.getByRole('searchbox', { name: 'Search internal users' }).fill('ines');
  const inesRow = await row(admin, 'Internal users', 'Ines Internal');
  const active = inesRow.getByRole('checkbox', { name: 'Active Ines Internal' });
  await expect.poll(() => active.isChecked()).toBe(true);
  await active.click({ force: true });
  await expect.poll(() => active.isChecked()).toBe(false);

  // Her next request is refused: the portal sends her back to /prequalification. A full load, not a click on her
  // navigation: a request her page makes meanwhile may already have ended the session and taken the link away.
  await ines.goto('/admin/companies');
  await ines.waitForURL('**/prequalification**');

  // The profile page: breadcrumb Users / name.
  await inesRow.getByRole('link', { name: 'Ines Internal' }).click();
  await admin.waitForURL('**/admin/users/*');
  await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Ines Internal' }).isVisible()).toBe(true);
  await expectAccessible(admin);
  await admin.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
  await admin.waitForURL('**/admin/users');

  // Deleting needs DELETE typed.
  await admin.getByRole('searchbox', { name: 'Search internal users' }).fill('ines');
  const again = await row(admin, 'Internal users', 'Ines Internal');
  await again.getByRole('button', { name: 'Delete Ines Internal' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete user' });
  await expect.poll(() => confirm.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => admin.getByRole('table', { name: 'Internal users' }).getByText('Ines Internal').count()).toBe(0);
});

it('a company admin adds a user on /vendor/users, who is approved in Account Creation and then signs in', { timeout: 180_000 }, async () => {
  const vendor = await newPage(browser);
  await startSession(vendor, 'vendor.admin@example.com');
  await vendor.waitForURL('**/vendor/overview');
  await vendor.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await vendor.waitForURL('**/vendor/users');
  await expect.poll(() => vendor.getByRole('table', { name: 'Company users' }).getByRole('row').count()).toBeGreaterThan(1);
  await expectAccessible(vendor);

  const email = `cora.${stamp}@example.com`;
  await vendor.getByRole('button', { name: 'Add User' }).click();
  const dialog = vendor.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Full Name').fill('Cora Crew');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('301-555-0178');
  await dialog.getByLabel(/^Password/).fill('CoraPass#2026');
  await dialog.getByLabel('Confirm Password').fill('CoraPass#2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => vendor.getByText('User added successfully. Wait for the approval from admin.').first().isVisible()).toBe(true);
  const cora = await row(vendor, 'Company users', 'Cora Crew');
  await expect.poll(() => cora.getByText('Awaiting approval').isVisible()).toBe(true);

  // The system admin approves her in Account Creation, and sees her on the Vendor tab.
  const admin = await newPage(browser);
  await startSession(admin, 'system.admin@example.com');
  await admin.waitForURL('**/admin/dashboard');
  await admin.goto('/admin/prequalification');
  await admin.getByRole('tab', { name: 'Account Creation' }).click();
  await admin.getByRole('button', { name: 'Approve Cora Crew' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(() => admin.getByRole('button', { name: 'Approve Cora Crew' }).count()).toBe(0);
  await admin.goto('/admin/users');
  await admin.getByRole('tab', { name: 'Vendor' }).click();
  await admin.getByRole('searchbox', { name: 'Search vendor users' }).fill('cora');
  const onVendorTab = await row(admin, 'Vendor users', 'Cora Crew');
  await expect.poll(() => onVendorTab.getByRole('checkbox', { name: 'Company Admin Cora Crew' }).isChecked()).toBe(false);
  await expectAccessible(admin);

  const coraPage = await newPage(browser);
  await signIn(coraPage, email, 'CoraPass#2026');
  await coraPage.waitForURL('**/vendor/overview');
});
