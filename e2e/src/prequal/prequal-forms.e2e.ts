import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signOut, startSession } from '../support/browser.js';
import { answerOpenTab, openTab } from '../support/prequal-form-fill.js';
import { seedApprovedCompany } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NEW_QUESTION = 'Who writes your site-specific safety plans?';

/** axe finds nothing at all on the screen (0 violations of the form and the builder, not only the serious ones). */
async function expectNoAxeViolations(page: Page) {
  await expectAccessible(page, { anyImpact: true });
}

async function beginPrequal(page: Page) {
  await page.waitForURL('**/vendor/overview');
  await page.getByRole('button', { name: 'Begin pre-qualification' }).click();
  await page.waitForURL('**/vendor/prequal-form');
  await expect.poll(() => page.getByText('Please fill out the below information (All mandatory)').isVisible()).toBe(true);
}

async function openFormTab(page: Page, name: 'Safety' | 'Financial' | 'Legal') {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name, selected: true }).count()).toBe(1);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByText('Form is saved successfully').first().isVisible()).toBe(true);
}

it('versions the questionnaire, and a vendor fills, saves and submits its three forms across two sign-ins', { timeout: 240_000 }, async () => {
  // 1. The demo company's admin begins prequalification (42 employees: the full safety form) and answers the
  //    safety tab, then leaves.
  const vendor = await newPage(browser);
  await startSession(vendor, 'vendor.admin@example.com');
  await beginPrequal(vendor);
  await expect.poll(() => vendor.getByRole('tab').allTextContents()).toEqual(['Safety', 'Financial', 'Legal']);
  expect(await openTab(vendor).getByText(NEW_QUESTION).count()).toBe(0);
  await answerOpenTab(vendor);
  await save(vendor);
  await expectNoAxeViolations(vendor);
  await signOut(vendor);

  // 2. A prequal admin adds a question to the safety template and saves a new version.
  const admin = await newPage(browser);
  await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/pre-qual-metrics');
  await expect.poll(() => admin.getByRole('heading', { name: 'Pre-Qual Form Builder' }).isVisible()).toBe(true);
  await expect
    .poll(() =>
      admin
        .getByText(/Version 1\b/)
        .first()
        .isVisible(),
    )
    .toBe(true);
  await admin.getByRole('button', { name: 'Add field', exact: true }).click();
  await admin.getByRole('menuitem', { name: 'Text input' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New Text input' });
  await dialog.getByRole('textbox', { name: /^Label/ }).fill(NEW_QUESTION);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect.poll(() => admin.getByRole('button', { name: `Edit ${NEW_QUESTION}` }).isVisible()).toBe(true);
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Save form' });
  await expect.poll(() => confirm.getByText('Saving this changes will affect new vendor form.').isVisible()).toBe(true);
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() =>
      admin
        .getByText(/Version 2\b/)
        .first()
        .isVisible(),
    )
    .toBe(true);

  // 3. A company that begins after the change answers the new version (60 employees: the full safety form too).
  const second = await seedApprovedCompany({
    companyName: 'Chesapeake Glass & Glazing Inc',
    taxId: '52-7654321',
    employees: 60,
    adminName: 'Gail Glazier',
    adminEmail: 'gail.glazier@chesapeake-glass.example',
  });
  const newcomer = await newPage(browser);
  await startSession(newcomer, second.adminEmail, second.adminPassword);
  await beginPrequal(newcomer);
  await expect.poll(() => openTab(newcomer).getByText(NEW_QUESTION).count()).toBeGreaterThan(0);

  // 4. The demo company, begun before the change, keeps its version and its saved answers.
  await startSession(vendor, 'vendor.admin@example.com');
  await vendor.waitForURL('**/vendor/overview');
  await vendor.getByRole('link', { name: 'Continue pre-qualification' }).click();
  await vendor.waitForURL('**/vendor/prequal-form');
  await expect.poll(() => openTab(vendor).locator('input[inputmode="decimal"]').first().inputValue()).not.toBe('');
  expect(await openTab(vendor).getByText(NEW_QUESTION).count()).toBe(0);

  // 5. It answers the other two tabs, leaving one financial question blank, and submits from the third tab:
  //    the form stops on the financial tab with the question's error beside it.
  await openFormTab(vendor, 'Financial');
  await answerOpenTab(vendor);
  const blanked = openTab(vendor).locator('input[inputmode="decimal"]').first();
  await blanked.fill('');
  await openFormTab(vendor, 'Legal');
  await answerOpenTab(vendor);
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => vendor.getByRole('tab', { name: 'Financial', selected: true }).count()).toBe(1);
  await expect.poll(() => openTab(vendor).getByText('Required').first().isVisible()).toBe(true);

  // 6. Fixed, it submits; the company waits for admin review.
  await openTab(vendor).locator('input[inputmode="decimal"]').first().fill('1');
  await vendor.getByRole('button', { name: 'Next' }).click();
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => vendor.getByText('Forms are submitted successfully').first().isVisible()).toBe(true);
  await expect
    .poll(() =>
      vendor
        .getByText(/waiting for admin review/i)
        .first()
        .isVisible(),
    )
    .toBe(true);
  expect(await vendor.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  await vendor.goto('/vendor/overview');
  await expect
    .poll(() =>
      vendor
        .getByText(/waiting for admin review/i)
        .first()
        .isVisible(),
    )
    .toBe(true);
});
