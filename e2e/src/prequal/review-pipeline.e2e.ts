import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { answerOpenTab, openTab } from '../support/prequal-form-fill.js';
import { querySql, runSql, seedApprovedCompany, type SeededCompany } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'Severn Fire Protection LLC';
/** The first test's company and sessions; the renewal test carries on with them. */
let company: SeededCompany;
let vendor: Page;
let admin: Page;

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
    company = await seedApprovedCompany({
      companyName: COMPANY,
      taxId: '52-1357913',
      employees: 25,
      adminName: 'Sam Sprinkler',
      adminEmail: 'sam.sprinkler@severn-fire.example',
    });
    vendor = await newPage(browser);
    await startSession(vendor, company.adminEmail, company.adminPassword);
    await vendor.waitForURL('**/vendor/overview');
    await vendor.getByRole('button', { name: 'Begin pre-qualification' }).click();
    await vendor.waitForURL('**/vendor/prequal-form');
    await fillAndSubmit(vendor);

    // 1. Admin review returns it with a comment and one flagged question.
    admin = await newPage(browser);
    await startSession(admin, 'prequal.admin@example.com');
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
    // Done once the dialogs have closed (only a return that succeeded closes them): while they are open, the modal
    // hides the list and no row is found anyway.
    await expect.poll(() => admin.getByRole('dialog').count(), { message: 'the dialogs close once returned' }).toBe(0);
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
    await expect.poll(() => admin.getByRole('dialog').count(), { message: 'the review dialog closes once sent' }).toBe(0);
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

const companyStatusOf = async (vendorId: string) =>
  (await querySql<{ prequal_status: string }>('select prequal_status from vendor where id = $1', [vendorId]))[0]?.prequal_status;

/** `YYYY-MM` of a date, and the month's name with its year as the history shows it ("November 2026"). */
const monthOf = (d: Date) => ({
  instance: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
  label: d.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
});

it('renewal brings the company back as a new cycle, pre-filled from the last one, and its history shows both cycles', { timeout: 180_000 }, async () => {
  expect(company, 'the pipeline test ran first').toBeDefined();
  // A year passes: the completed cycle moves a year back, and the daily renewal job moves the company to
  // renewal at its 11th month. A renewal in the month of the last completion is refused by design.
  const now = new Date();
  const lastYear = new Date(now.getFullYear() - 1, now.getMonth(), 15);
  await runSql(
    `update prequalification set cycle = $2, submitted_at = submitted_at - interval '1 year', completed_at = completed_at - interval '1 year',
       expires_at = expires_at - interval '1 year', department_review_started_at = department_review_started_at - interval '1 year'
     where vendor_id = $1`,
    [company.vendorId, monthOf(lastYear).instance],
  );
  // The job pg-boss's cron writes each morning, written now.
  await runSql(`insert into pgboss.job (name, data) values ('renewal-scan', '{}')`);
  await expect.poll(() => companyStatusOf(company.vendorId), { timeout: 30_000 }).toBe('AWAITING_RENEWAL');

  // The Renewal tab: Begin Prequal Workflow moves it to In Progress.
  await openTabOf(admin, 'Renewal');
  await admin.getByRole('button', { name: `Begin Prequal Workflow for ${COMPANY}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Begin', exact: true }).click();
  await expect.poll(() => admin.getByText('This has been moved to in progress!').first().isVisible()).toBe(true);
  await openTabOf(admin, 'In Progress');
  await expect.poll(() => admin.getByRole('row', { name: new RegExp(COMPANY) }).count()).toBe(1);

  // The vendor's new forms are pre-filled with last year's answers.
  await vendor.goto('/vendor/prequal-form');
  for (const tab of ['Safety', 'Financial', 'Legal']) {
    await vendor.getByRole('tab', { name: tab }).click();
    await expect.poll(() => openTab(vendor).locator('input[inputmode]').first().inputValue()).not.toBe('');
  }
  await expectAccessible(vendor);

  // The company's Prequal History: this month's cycle and last year's, newest first; last year's opens read only.
  await admin.goto(`/admin/companies/${company.vendorId}`);
  const history = admin.getByRole('region', { name: 'Prequal History' });
  await expect.poll(() => history.getByRole('button').allTextContents()).toEqual([monthOf(now).label, monthOf(lastYear).label]);
  await history.getByRole('button', { name: monthOf(lastYear).label }).click();
  const popup = admin.getByRole('dialog', { name: `Prequal History: ${monthOf(lastYear).label}` });
  await expect.poll(() => popup.getByText('Approved with Risk Mitigation').first().isVisible()).toBe(true);
  await expectAccessible(admin);
});
