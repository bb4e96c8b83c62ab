import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn, startSession } from '../support/browser.js';
import { field } from '../support/registration-form.js';
import { runSql, seedApprovedCompany } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stamp = Date.now().toString(36);
const NEWCOMER = { name: `Casey Contrast ${stamp}`, email: `casey.${stamp}@contrast.example`, password: 'Casey#Contrast2026' };

/** Field error texts on the screen: the colour the palette gives `fg.error` is what axe measures there. */
function fieldErrors(page: Page) {
  return page.locator('[data-scope="field"][data-part="error-text"]');
}

/** The screens where the palette's error red and green Approve button are shown, scanned with axe at rest. */
it('error texts, the login-failed dialog and the Approve buttons read at WCAG AA contrast', { timeout: 180_000 }, async () => {
  // An approved company whose invitation link lets a person sign up.
  const company = await seedApprovedCompany({
    companyName: `Contrast Glazing ${stamp}`,
    taxId: `71-${String(Date.now()).slice(-7)}`,
    employees: 12,
    adminName: 'Kai Contrast',
    adminEmail: `kai.${stamp}@contrast.example`,
  });
  const accountId = randomUUID();
  await runSql('update vendor set account_id = $1 where id = $2', [accountId, company.vendorId]);

  // Login: an empty submit shows an error under each field.
  const vendor = await newPage(browser);
  await vendor.goto('/prequalification');
  await vendor.getByRole('button', { name: 'Login', exact: true }).click();
  // The first Login may be the static sign-in page's, which opens the form once the app has loaded.
  await vendor.getByLabel('Email').waitFor();
  await vendor.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => fieldErrors(vendor).count()).toBe(2);
  await expectAccessible(vendor, { anyImpact: true });

  // Sign-up through the invitation link: an empty submit marks every field.
  await vendor.goto(`/prequalification?accountId=${accountId}`);
  await vendor.getByRole('button', { name: 'Begin Prequalification / Create an account' }).click();
  await vendor.getByRole('button', { name: 'Sign Up' }).click();
  await expect.poll(() => fieldErrors(vendor).count()).toBeGreaterThanOrEqual(4);
  await expectAccessible(vendor, { anyImpact: true });

  await field(vendor, 'Name').fill(NEWCOMER.name);
  await vendor.getByLabel('Email').fill(NEWCOMER.email);
  await field(vendor, 'Password').fill(NEWCOMER.password);
  await vendor.getByLabel('Confirm Password').fill(NEWCOMER.password);
  await vendor.getByLabel('Phone').fill('410-555-0190');
  await vendor.getByRole('button', { name: 'Sign Up' }).click();
  await expect.poll(() => vendor.getByText('Request has been sent, please wait for Approval').isVisible()).toBe(true);

  // Not yet approved: the login-failed dialog gives the reason in the error colour.
  await signIn(vendor, NEWCOMER.email, NEWCOMER.password);
  const failed = vendor.getByRole('alertdialog', { name: 'Login failed' });
  await expect.poll(() => failed.getByText(/awaiting approval/).isVisible()).toBe(true);
  await expectAccessible(vendor, { anyImpact: true });

  // Account Creation: the small solid Approve button, then its review dialog.
  const admin = await newPage(browser);
  await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/prequalification');
  await admin.getByRole('tab', { name: 'Account Creation', exact: true }).click();
  const approve = admin.getByRole('button', { name: `Approve ${NEWCOMER.name}` });
  await expect.poll(() => approve.isVisible()).toBe(true);
  await expectAccessible(admin, { anyImpact: true });
  await approve.click();
  await expect.poll(() => admin.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).isVisible()).toBe(true);
  await expectAccessible(admin, { anyImpact: true });

  await vendor.close();
  await admin.close();
});
