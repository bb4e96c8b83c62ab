import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser.js';
import { answerOpenTab, openTab } from './prequal-form-fill.js';
import { seedApprovedCompany } from './seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'Severn Fire Protection LLC';

async function openTabOf(admin: Page, tab: string) {
  await admin.goto('/admin/prequalification');
  await admin.getByRole('tab', { name: tab, exact: true }).click();
  await expect.poll(() => admin.getByRole('tab', { name: tab, exact: true, selected: true }).count()).toBe(1);
}

/** Opens the company's row's Review dialog (the admin review's decisions are in it). */
async function reviewRow(admin: Page) {
  await admin
    .getByRole('row', { name: new RegExp(COMPANY) })
    .getByRole('button', { name: /^Review/ })
    .click();
  await expect.poll(() => admin.getByRole('dialog').first().isVisible()).toBe(true);
}

/** The vendor answers every question of the three tabs and submits. */
async function fillAndSubmit(vendor: Page) {
  for (const tab of ['Safety', 'Financial', 'Legal']) {
    await vendor.getByRole('tab', { name: tab }).click();
    await answerOpenTab(vendor);
  }
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => vendor.getByText('Forms are submitted successfully').first().isVisible()).toBe(true);
}

it(
  'takes submitted forms through admin review (a return with a flagged question and back), three department decisions and final approval to completed',
  { timeout: 300_000 },
  async () => {
    // A company admin begins and submits the three forms.
    const company = await seedApprovedCompany({
      companyName: COMPANY,
      taxId: '52-1357913',
      employees: 25,
      adminName: 'Sam Sprinkler',
      adminEmail: 'sam.sprinkler@severn-fire.example',
    });
    const vendor = await newPage(browser);
    await signIn(vendor, company.adminEmail, company.adminPassword);
    await vendor.waitForURL('**/vendor/overview');
    await vendor.getByRole('button', { name: 'Begin pre-qualification' }).click();
    await vendor.waitForURL('**/vendor/prequal-form');
    await fillAndSubmit(vendor);

    // 1. Admin review returns it with a comment and one flagged question.
    const admin = await newPage(browser);
    await signIn(admin, 'prequal.admin@example.com');
    await admin.waitForURL('**/admin/dashboard');
    await openTabOf(admin, 'Admin Review');
    await reviewRow(admin);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: `Return to Vendor ${COMPANY}` }).click();
    const returning = admin.getByRole('dialog', { name: `Return to Vendor: ${COMPANY}` });
    await returning.getByLabel('Comment').fill('Please give the audited figures.');
    await returning.getByRole('button', { name: 'Flag a question' }).click();
    const question = returning.getByLabel('Question 1');
    const firstFinancial = await question
      .locator('option', { hasText: /^Financial: / })
      .first()
      .getAttribute('value');
    await question.selectOption(firstFinancial!);
    await returning.getByLabel('Note 1').fill('Use the audited statement');
    await returning.getByRole('button', { name: 'Return to Vendor' }).click();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(COMPANY) }).count()).toBe(0);

    // 2. The vendor's form opens on the flagged question's tab with the note, and is submitted again.
    await vendor.goto('/vendor/prequal-form');
    await expect.poll(() => vendor.getByText('One question was returned for correction').isVisible()).toBe(true);
    await expect.poll(() => vendor.getByRole('tab', { name: 'Financial', selected: true }).count()).toBe(1);
    await expect.poll(() => openTab(vendor).getByText('Returned for correction: Use the audited statement').isVisible()).toBe(true);
    await expectAccessible(vendor);
    await vendor.getByRole('tab', { name: 'Legal' }).click();
    await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => vendor.getByText('Forms are submitted successfully').first().isVisible()).toBe(true);

    // 3. Admin review sends it to the departments.
    await openTabOf(admin, 'Admin Review');
    await reviewRow(admin);
    await admin.getByRole('button', { name: `Send to Department Review ${COMPANY}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(COMPANY) }).count()).toBe(0);

    // 4. Department decisions: safety and legal approved, financial approved with risk mitigation and limits.
    await openTabOf(admin, 'Department Review');
    for (const department of ['Safety', 'Financial', 'Legal']) {
      await admin.getByRole('button', { name: `${department} approve ${COMPANY}` }).click();
      const dialog = admin.getByRole('dialog', { name: `${department} decision: ${COMPANY}` });
      if (department === 'Financial') {
        await dialog.getByLabel('Status').selectOption({ label: 'Approved with Risk Mitigation' });
        // The server's rules, shown beside the fields: the plan and all three limits are required.
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(() =>
            dialog
              .getByText(/Mitigation Plan is required|required/i)
              .first()
              .isVisible(),
          )
          .toBe(true);
        await dialog.getByLabel('Mitigation Plan').fill('Quarterly financial statements for the first year.');
        // The suggested limits, each explained by its rule, fill the inputs; the reviewer then overrides them.
        await dialog.getByRole('button', { name: 'Use suggested' }).click();
        await expect.poll(() => dialog.getByRole('textbox', { name: 'Single Limit' }).inputValue()).not.toBe('');
        await dialog.getByRole('textbox', { name: 'Aggregate Limit' }).fill('5,000,000');
        await dialog.getByRole('textbox', { name: 'Single Limit' }).fill('2000000');
        await dialog.getByRole('textbox', { name: 'Bonding Limit' }).fill('1500000.50');
        await expectAccessible(admin);
      } else {
        await dialog.getByLabel('Status').selectOption({ label: 'Approved' });
      }
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => admin.getByRole('button', { name: `${department} approve ${COMPANY}` }).count()).toBe(0);
    }

    // 5. Final approval: completed, expiring a year from now.
    await openTabOf(admin, 'Final Review');
    await admin.getByRole('button', { name: `Approve ${COMPANY}` }).click();
    const final = admin.getByRole('dialog', { name: `Final decision: ${COMPANY}` });
    await final.getByLabel('Status').selectOption({ label: 'Approved with Risk Mitigation' });
    await final.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => admin.getByRole('button', { name: `Approve ${COMPANY}` }).count()).toBe(0);

    await openTabOf(admin, 'Completed');
    const row = admin.getByRole('row', { name: new RegExp(COMPANY) });
    await expect.poll(() => row.isVisible()).toBe(true);
    const nextYear = String(new Date().getFullYear() + 1);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain(nextYear);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Approved with Risk Mitigation');
    await expectAccessible(admin);

    // The dashboard counts it among the approved.
    await admin.goto('/admin/dashboard');
    await expect.poll(() => admin.getByRole('link', { name: /^Completed: [1-9]\d* approved/ }).count()).toBe(1);
  },
);
