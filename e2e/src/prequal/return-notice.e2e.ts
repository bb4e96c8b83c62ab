import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession, waitForMail } from '../support/browser.js';
import { answerOpenTab, openTab } from '../support/prequal-form-fill.js';
import { runSql, seedApprovedCompany } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'Patapsco Glazing Co';
const COMMENT = 'Please give the audited figures for last year.';
const NOTE = 'Use the audited statement';
const FORMS_USER = 'rita.glass@patapsco-glazing.example';

it(
  "staff return the forms with a comment: the company admin sees it on the overview and beside the flagged question, and it is mailed to the company's users",
  { timeout: 300_000 },
  async () => {
    // A company with no registration contact: before, a return reached nobody. Its admin and a user fill the forms.
    const company = await seedApprovedCompany({
      companyName: COMPANY,
      taxId: '52-2468024',
      employees: 30,
      adminName: 'Gil Glazier',
      adminEmail: 'gil.glazier@patapsco-glazing.example',
    });
    await runSql(
      `insert into app_user (id, name, email, phone, role, password_hash, vendor_id, is_company_admin, registration_status, priority)
     values ($1, 'Rita Glass', $2, '410-555-0178', 'VENDOR_USER', 'not-a-hash', $3, false, 'APPROVED', 'MEDIUM')`,
      [randomUUID(), FORMS_USER, company.vendorId],
    );

    const vendor = await newPage(browser);
    await startSession(vendor, company.adminEmail, company.adminPassword);
    await vendor.waitForURL('**/vendor/overview');
    await vendor.getByRole('button', { name: 'Begin pre-qualification' }).click();
    await vendor.waitForURL('**/vendor/prequal-form');
    for (const tab of ['Safety', 'Financial', 'Legal']) {
      await vendor.getByRole('tab', { name: tab }).click();
      await answerOpenTab(vendor);
    }
    await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => vendor.getByText('Forms are submitted successfully').first().isVisible(), { message: 'the submitted toast' }).toBe(true);

    // Staff return the forms from admin review with a comment and one flagged financial question.
    const admin = await newPage(browser);
    await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/prequalification');
    await admin.getByRole('tab', { name: 'Admin Review', exact: true }).click();
    await admin
      .getByRole('row', { name: new RegExp(COMPANY) })
      .getByRole('button', { name: /^Review/ })
      .click();
    await admin.getByRole('button', { name: `Return to Vendor ${COMPANY}` }).click();
    const returning = admin.getByRole('dialog', { name: `Return to Vendor: ${COMPANY}` });
    await returning.getByLabel('Comment').fill(COMMENT);
    await returning.getByRole('button', { name: 'Flag a question' }).click();
    const question = returning.getByLabel('Question 1');
    const firstFinancial = question.locator('option', { hasText: /^Financial: / }).first();
    const flaggedLabel = ((await firstFinancial.textContent()) ?? '').replace(/^Financial: /, '').trim();
    await question.selectOption((await firstFinancial.getAttribute('value'))!);
    await returning.getByLabel('Note 1').fill(NOTE);
    await returning.getByRole('button', { name: 'Return to Vendor' }).click();
    // Returned once both dialogs have closed (they close only when the return succeeded): the row alone proved
    // nothing, since the open modal hides the list behind it and no row was found at once; the overview, opened
    // before the return committed, showed ADMIN_REVIEW_PENDING and no notice (CI: "the returned notice on the overview").
    await expect.poll(() => admin.getByRole('dialog').count(), { message: 'the dialogs close once returned' }).toBe(0);
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(COMPANY) }).count()).toBe(0);

    // The overview says the forms came back, with the comment and the flagged question.
    await vendor.goto('/vendor/overview');
    const notice = vendor.getByRole('region', { name: 'Your forms were returned for corrections' });
    await expect.poll(() => notice.isVisible(), { timeout: 15_000, message: 'the returned notice on the overview' }).toBe(true);
    await expect.poll(async () => (await notice.textContent()) ?? '').toContain(`Reviewer's comment: ${COMMENT}`);
    await expect.poll(async () => (await notice.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([`Financial: ${flaggedLabel} (${NOTE})`]);
    await expectAccessible(vendor);

    // The form shows the comment beside the flagged question, with its note.
    await vendor.getByRole('link', { name: /pre-qualification/ }).click();
    await vendor.waitForURL('**/vendor/prequal-form');
    await expect.poll(() => vendor.getByRole('tab', { name: 'Financial', selected: true }).count()).toBe(1);
    const flagged = openTab(vendor).locator('[data-flagged]');
    await expect.poll(() => flagged.count()).toBe(1);
    await expect.poll(async () => (await flagged.textContent()) ?? '').toContain(`Returned for correction: ${NOTE}`);
    await expect.poll(async () => (await flagged.textContent()) ?? '').toContain(`Reviewer's comment: ${COMMENT}`);
    await expectAccessible(vendor);

    // And the mail with the comment and the flagged question reached the admin and the company's user.
    for (const to of [company.adminEmail, FORMS_USER]) {
      const mail = await waitForMail(to, /returned for corrections/);
      expect(mail.text).toContain(`Comment: ${COMMENT}`);
      expect(mail.text).toContain(`Financial: ${flaggedLabel} (${NOTE})`);
    }
  },
);
