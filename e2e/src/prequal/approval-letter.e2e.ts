import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { querySql, runSql, seedApprovedCompany } from '../support/seed-company.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'Tamar Glazing Works LLC';

it('final approval by staff produces the approval letter, which the vendor downloads from its overview', { timeout: 240_000 }, async () => {
  const company = await seedApprovedCompany({
    companyName: COMPANY,
    taxId: '52-2468024',
    employees: 30,
    adminName: 'Tess Tamar',
    adminEmail: 'tess.tamar@tamar-glazing.example',
  });
  const vendor = await newPage(browser);
  await startSession(vendor, company.adminEmail, company.adminPassword);
  await vendor.waitForURL('**/vendor/overview');
  await vendor.getByRole('button', { name: 'Begin pre-qualification' }).click();
  await vendor.waitForURL('**/vendor/prequal-form');

  // The forms' filling and the department reviews are the review pipeline's test; here they are put straight to
  // the final review: submitted, every department approved, the financial limits granted.
  await runSql(
    `update prequal_form set status = 'SUBMIT', submitted_at = now(), department_status = 'DEPARTMENT_APPROVED',
       single_limit = case when category = 'FINANCIAL' then 2000000 end, aggregate_limit = case when category = 'FINANCIAL' then 5000000 end,
       bonding_limit = case when category = 'FINANCIAL' then 1500000 end
     where prequalification_id in (select id from prequalification where vendor_id = $1)`,
    [company.vendorId],
  );
  await runSql(`update prequalification set status = 'FINAL_REVIEW_PENDING', submitted_at = now() where vendor_id = $1`, [company.vendorId]);
  await runSql(`update vendor set prequal_status = 'FINAL_REVIEW_PENDING' where id = $1`, [company.vendorId]);

  // Staff approve it in the Final Review tab.
  const admin = await newPage(browser);
  await startSession(admin, 'prequal.admin@example.com', undefined, '/admin/prequalification');
  await admin.getByRole('tab', { name: 'Final Review', exact: true }).click();
  await admin.getByRole('button', { name: `Approve ${COMPANY}` }).click();
  const final = admin.getByRole('dialog', { name: `Final decision: ${COMPANY}` });
  await final.getByLabel('Status').selectOption({ label: 'Approved' });
  await final.getByRole('button', { name: 'Save' }).click();
  // The dialog first: while a modal is open the list behind it is hidden, and the button would be missing at once.
  await expect.poll(() => admin.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => admin.getByRole('button', { name: `Approve ${COMPANY}` }).count()).toBe(0);

  // The letter is made by its job moments later; the vendor's overview then offers it.
  await expect
    .poll(
      async () => (await querySql<{ f: string | null }>('select approval_letter_file_id as f from prequalification where vendor_id = $1', [company.vendorId]))[0]?.f,
      {
        timeout: 30_000,
      },
    )
    .toBeTruthy();
  await vendor.goto('/vendor/overview');
  const button = vendor.getByRole('button', { name: 'Download approval letter' });
  await expect.poll(() => button.isVisible()).toBe(true);
  await expectAccessible(vendor);
  const [download] = await Promise.all([vendor.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^Approval letter .*\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
