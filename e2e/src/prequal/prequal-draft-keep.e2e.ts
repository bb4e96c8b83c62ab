import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { openTab } from '../support/prequal-form-fill.js';
import { W9_PDF } from '../support/registration-form.js';
import { querySql, seedApprovedCompany } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'Severn Scaffold Works';
const EMR = ['EMR, year 1 (most recent year)', 'EMR, year 2 (the year before)', 'EMR, year 3 (two years before)'];
const EMR_LETTER = "Upload your insurance carrier's EMR letter or rating worksheet for the most recent year";

/** The question's wrapper (its frame carries the form name), for what is shown beside it. */
function frameOf(input: Locator): Locator {
  return input.locator('xpath=ancestor::*[@data-field-path][1]');
}

async function safetyAnswers(vendorId: string): Promise<Record<string, unknown>> {
  const rows = await querySql<{ answers: Record<string, unknown> }>(
    `select f.answers from prequal_form f join prequalification p on p.id = f.prequalification_id where p.vendor_id = $1 and f.category = 'SAFETY'`,
    [vendorId],
  );
  return rows[0]?.answers ?? {};
}

async function emrValues(page: Page): Promise<string[]> {
  return Promise.all(EMR.map((label) => openTab(page).getByLabel(label, { exact: true }).inputValue()));
}

it('an out-of-range EMR survives a reload; Submit names it and keeps the range hint; staff upload a file answer for the company', { timeout: 300_000 }, async () => {
  const company = await seedApprovedCompany({
    companyName: COMPANY,
    taxId: '52-1357913',
    employees: 42,
    adminName: 'Sol Scaffold',
    adminEmail: 'sol.scaffold@severn-scaffold.example',
  });

  // The company admin types three EMRs, one far out of range, and reloads without saving.
  const vendor = await newPage(browser);
  // The unload save runs; the browser's "leave this page?" prompt is answered yes.
  vendor.on('dialog', (dialog) => void dialog.accept());
  await startSession(vendor, company.adminEmail, company.adminPassword);
  await vendor.waitForURL('**/vendor/overview');
  await vendor.getByRole('button', { name: 'Begin pre-qualification' }).click();
  await vendor.waitForURL('**/vendor/prequal-form');
  const typed = ['0.95', '9', '1.05'];
  for (const [i, label] of EMR.entries()) await openTab(vendor).getByLabel(label, { exact: true }).fill(typed[i]!);
  await vendor.reload();
  await expect.poll(() => safetyAnswers(company.vendorId), { timeout: 20_000 }).toMatchObject({ emr_year_1: 0.95, emr_year_2: 9, emr_year_3: 1.05 });
  // The page may have read the form before the unload save landed: read it again.
  await vendor.reload();
  await expect.poll(() => emrValues(vendor), { timeout: 20_000 }).toEqual(typed);

  // Submit refuses it: the question says why, and still says what is allowed.
  await vendor.getByRole('button', { name: 'Next' }).click();
  await vendor.getByRole('button', { name: 'Next' }).click();
  await vendor.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => vendor.getByRole('tab', { name: 'Safety', selected: true }).count()).toBe(1);
  const year2 = openTab(vendor).getByLabel(EMR[1]!, { exact: true });
  await expect.poll(async () => (await frameOf(year2).textContent()) ?? '').toContain('Must be at most 5');
  expect(await frameOf(year2).textContent()).toContain('Between 0 and 5');
  expect(await year2.getAttribute('aria-invalid')).toBe('true');
  await expectAccessible(vendor);

  // Staff fill the forms for the company: they upload its EMR letter and a Submit names the failing questions.
  const admin = await newPage(browser);
  await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/prequalification');
  await admin.getByRole('tab', { name: 'In Progress', exact: true }).click();
  await admin
    .getByRole('row', { name: new RegExp(COMPANY) })
    .getByRole('button', { name: /^Review/ })
    .click();
  const dialog = admin.getByRole('dialog', { name: `Review forms: ${COMPANY}` });
  const staffYear2 = dialog.getByLabel(EMR[1]!, { exact: true });
  await expect.poll(() => staffYear2.inputValue(), { timeout: 20_000 }).toBe('9');
  const letter = dialog.getByLabel(EMR_LETTER, { exact: true });
  expect(await letter.isEnabled()).toBe(true);
  expect(await dialog.getByText('Uploads are off in the preview').count()).toBe(0);
  await letter.setInputFiles(W9_PDF);
  await expect.poll(() => dialog.getByRole('button', { name: `Open w9.pdf (${EMR_LETTER}) in a new tab` }).count(), { timeout: 30_000 }).toBe(1);
  const stored = await querySql<{ id: string; uploaded_area: string }>(`select id, uploaded_area from stored_file where vendor_id = $1 and file_name = 'w9.pdf'`, [
    company.vendorId,
  ]);
  expect(stored.map((s) => s.uploaded_area)).toEqual(['ESSENTIAL']);
  const audited = await querySql(`select 1 from audit_log where action = 'FILE_UPLOADED' and entity_id = $1`, [stored[0]!.id]);
  expect(audited).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  const banner = dialog.getByRole('alert').filter({ hasText: 'The following required fields have validation errors:' });
  await expect.poll(() => banner.count()).toBe(1);
  const link = banner.getByRole('button', { name: `Safety: ${EMR[1]}`, exact: true });
  expect(await link.count()).toBe(1);
  expect(await banner.textContent()).toContain(`Safety: ${EMR[1]} Must be at most 5`);
  expect(await banner.textContent()).not.toMatch(/Required Required/);
  // The question is marked beside it, with its hint; the banner's link takes the focus to it.
  await expect.poll(async () => (await frameOf(staffYear2).textContent()) ?? '').toContain('Must be at most 5');
  expect(await frameOf(staffYear2).textContent()).toContain('Between 0 and 5');
  await dialog.getByRole('tab', { name: 'Legal' }).click();
  await link.click();
  await expect.poll(() => dialog.getByRole('tab', { name: 'Safety', selected: true }).count()).toBe(1);
  await expect.poll(() => staffYear2.evaluate((el) => el === document.activeElement)).toBe(true);
  await expectAccessible(admin);
});
