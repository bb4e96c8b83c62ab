import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { onePagePdf } from '../support/pdf.js';
import { querySql, runSql, seedApprovedCompany } from '../support/seed-company.js';
import { settled as quiet } from '../support/settled.js';
import { visitAfresh } from '../support/visit.js';

/**
 * The review pipeline's dialogs and the file manager's, each open as the role that works in it: axe finds
 * nothing of any impact. The companies in each review stage are written straight into the database once (the
 * review-pipeline spec walks them there through the screens); each role signs in once and keeps its page.
 */
const STAMP = randomUUID().slice(0, 6);
const COMPANIES = {
  waiting: `Dialog Waiting Roofing ${STAMP}`,
  adminReview: `Dialog Admin Review Paving ${STAMP}`,
  inProgress: `Dialog In Progress Masonry ${STAMP}`,
  departmentReview: `Dialog Department Steel ${STAMP}`,
  finalReview: `Dialog Final Review Glass ${STAMP}`,
};
const PENDING_USER = `Dana Pending ${STAMP}`;

const taxId = () => `56-${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/**
 * A company whose current cycle is at `status`, its three forms at `formStatus` and every department at `department`
 * (an existing company when `vendorId` is given).
 */
async function seedCycle(name: string, status: string, formStatus: string, department: string, existing?: string): Promise<void> {
  const vendorId = existing ?? randomUUID();
  const prequalId = randomUUID();
  const cycle = new Date().toISOString().slice(0, 7);
  if (existing) await runSql(`update vendor set prequal_status = $2 where id = $1`, [vendorId, status]);
  else
    await runSql(
      `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, no_of_employees, submitted_at)
       values ($1, $2, $3, 'APPROVED', $4, 25, now())`,
      [vendorId, name, taxId(), status],
    );
  await runSql(
    `insert into prequalification (id, vendor_id, cycle, status, submitted_at, department_review_started_at)
     values ($1, $2, $3, $4, now(), case when $4 in ('DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING') then now() end)`,
    [prequalId, vendorId, cycle, status],
  );
  await runSql(
    `insert into prequal_form (id, prequalification_id, category, template_id, answers, status, submitted_at, department_status)
     select gen_random_uuid(), $1, t.category, t.id, '{}'::jsonb, $2, case when $2 = 'SUBMIT' then now() end, $3
     from (select distinct on (category) id, category from form_template where category in ('SAFETY', 'FINANCIAL', 'LEGAL') order by category, version desc) t`,
    [prequalId, formStatus, department],
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const [keystone] = await querySql<{ id: string }>(`select vendor_id as id from app_user where email = 'vendor.admin@example.com'`);
  await runSql(
    `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, no_of_employees, submitted_at)
     values ($1, $2, $3, 'SUBMITTED', 'NOT_STARTED', 8, now())`,
    [randomUUID(), COMPANIES.waiting, taxId()],
  );
  await runSql(
    `insert into app_user (id, name, email, phone, role, password_hash, vendor_id, is_company_admin, registration_status, priority)
     values ($1, $2, $3, '410-555-0179', 'VENDOR_USER', 'not-a-hash', $4, false, 'PENDING', 'MEDIUM')`,
    [randomUUID(), PENDING_USER, `dana.pending.${STAMP}@example.com`, keystone!.id],
  );
  await seedCycle(COMPANIES.adminReview, 'ADMIN_REVIEW_PENDING', 'SUBMIT', 'DEPARTMENT_PENDING');
  await seedCycle(COMPANIES.inProgress, 'IN_PROGRESS', 'IN_PROGRESS', 'DEPARTMENT_PENDING');
  await seedCycle(COMPANIES.departmentReview, 'DEPARTMENT_REVIEW_PENDING', 'SUBMIT', 'DEPARTMENT_PENDING');
  await seedCycle(COMPANIES.finalReview, 'FINAL_REVIEW_PENDING', 'SUBMIT', 'DEPARTMENT_APPROVED');
}, 60_000);
afterAll(() => browser?.close());

/**
 * Nothing in flight, no loading region left, and nothing moving for 300 ms: a dialog's buttons turn enabled when its
 * data arrives and fade in from the disabled look, a contrast they never have at rest.
 */
async function settled(page: Page): Promise<void> {
  await quiet(page);
  await page.evaluate(() => delete (window as { quietSince?: number }).quietSince);
  await page.waitForFunction(
    () => {
      const w = window as { quietSince?: number };
      const moving =
        document.querySelector('[aria-busy="true"], [role="status"][aria-label^="Loading"]') ||
        document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (moving) {
        delete w.quietSince;
        return false;
      }
      w.quietSince ??= performance.now();
      return performance.now() - w.quietSince > 300;
    },
    undefined,
    { polling: 50 },
  );
}

const dialogs = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

/** Waits for `count` dialogs to be open and settled. */
async function opened(page: Page, count = 1): Promise<void> {
  await expect.poll(() => dialogs(page).count()).toBe(count);
  await settled(page);
}

/** Closes every open dialog with Escape, one at a time. */
async function closeAll(page: Page): Promise<void> {
  for (let i = await dialogs(page).count(); i > 0; i--) {
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogs(page).count()).toBe(i - 1);
  }
}

async function openTab(page: Page, name: string): Promise<void> {
  // The router's navigation, not a new document (the screen is mounted afresh all the same).
  await visitAfresh(page, '/admin/prequalification');
  await page.getByRole('tab', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('tab', { name, exact: true, selected: true }).count()).toBe(1);
  await settled(page);
}

const press = (where: Page | Locator, name: string) => where.getByRole('button', { name, exact: true }).first().click();

async function session(email: string): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1366, height: 768 });
  await startSession(page, email);
  await page.waitForURL(/\/(vendor|admin)\//);
  return page;
}

describe('review dialogs, as the prequal admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await session('prequal.admin@example.com');
  }, 60_000);
  afterAll(() => page?.context().close());

  it('a registration waiting on approval: Review', { timeout: 60_000 }, async () => {
    await openTab(page, 'Registrations Waiting on Approval');
    await press(page, `Review ${COMPANIES.waiting}`);
    await opened(page);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });

  it('an account waiting on approval: Review', { timeout: 60_000 }, async () => {
    await openTab(page, 'Account Creation');
    await press(page, `Review ${PENDING_USER}`);
    await opened(page);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });

  it('admin review: the forms and Return to Vendor', { timeout: 60_000 }, async () => {
    await openTab(page, 'Admin Review');
    await press(page, `Review ${COMPANIES.adminReview}`);
    await opened(page);
    await expectAccessible(page, { anyImpact: true });
    await press(page, `Return to Vendor ${COMPANIES.adminReview}`);
    await opened(page, 2);
    await press(page.getByRole('dialog', { name: `Return to Vendor: ${COMPANIES.adminReview}` }), 'Flag a question');
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });

  it('in progress: the forms, filled in for the vendor', { timeout: 60_000 }, async () => {
    await openTab(page, 'In Progress');
    await press(page, `Review ${COMPANIES.inProgress}`);
    await opened(page);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });

  it('final review: the decision and the review details', { timeout: 60_000 }, async () => {
    await openTab(page, 'Final Review');
    await press(page, `Approve ${COMPANIES.finalReview}`);
    await opened(page);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
    await press(page, `Review Details ${COMPANIES.finalReview}`);
    await opened(page);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });
});

describe('department review dialogs, as the prequal reviewer', () => {
  let page: Page;
  beforeAll(async () => {
    page = await session('prequal.reviewer@example.com');
  }, 60_000);
  afterAll(() => page?.context().close());

  it('the forms with the decision open, then the financial decision with risk mitigation and limits', { timeout: 90_000 }, async () => {
    await openTab(page, 'Department Review');
    await press(page, `Review ${COMPANIES.departmentReview}`);
    await opened(page);
    await press(dialogs(page).first(), 'Approve Safety');
    await opened(page, 2);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);

    await press(page, `Financial approve ${COMPANIES.departmentReview}`);
    await opened(page);
    const decision = dialogs(page).first();
    await decision.getByLabel('Status').selectOption({ label: 'Approved with Risk Mitigation' });
    await decision.getByLabel('Mitigation Plan').waitFor();
    await settled(page);
    await expectAccessible(page, { anyImpact: true });
    // The rules' messages beside the fields.
    await press(decision, 'Save');
    await expect
      .poll(() =>
        decision
          .getByText(/required/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });
});

describe('file dialogs, as the vendor admin', () => {
  let page: Page;
  const name = `policy-${STAMP}.pdf`;
  beforeAll(async () => {
    page = await session('vendor.admin@example.com');
    // A document with two versions: uploaded, then replaced.
    await page.goto('/vendor/file-manager');
    await settled(page);
    await press(page, 'Add New Doc');
    const add = page.getByRole('dialog', { name: 'Add New Doc' });
    await add
      .getByLabel('File', { exact: false })
      .first()
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: onePagePdf('Policy') });
    await press(add, 'Upload');
    await add.waitFor({ state: 'detached' });
    // Only an essential document (one a form uploaded) is replaced, so this one is made one; the replacement is
    // the screen's, and adds the second version.
    await runSql(`update stored_file set uploaded_area = 'ESSENTIAL' where file_name = $1`, [name]);
    await page.getByRole('tab', { name: 'Essential', exact: true }).click();
    await settled(page);
    await press(page, `Replace ${name}`);
    const replace = page.getByRole('dialog', { name: `Replace ${name}` });
    await replace
      .getByLabel('File', { exact: false })
      .first()
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: onePagePdf('Policy, renewed') });
    await press(replace, 'Replace');
    await page.getByRole('button', { name: `Versions of ${name}` }).waitFor();
  }, 90_000);
  afterAll(() => page?.context().close());

  for (const [dialog, button] of [
    ['Versions', `Versions of ${name}`],
    ['Rename', `Rename ${name}`],
    ['Expiry date', `Set the expiry date of ${name}`],
    ['Delete confirmation', `Delete ${name}`],
  ] as const) {
    it(dialog, { timeout: 60_000 }, async () => {
      await press(page, button);
      await opened(page);
      await expectAccessible(page, { anyImpact: true });
      await closeAll(page);
    });
  }

  it('Rename with its error shown', { timeout: 60_000 }, async () => {
    await press(page, `Rename ${name}`);
    await opened(page);
    const rename = dialogs(page).first();
    await rename.getByRole('textbox', { name: 'File Name' }).fill('');
    await press(rename, 'Save');
    await expect.poll(() => rename.getByText('File Name is required').isVisible()).toBe(true);
    await expectAccessible(page, { anyImpact: true });
    await closeAll(page);
  });
});

describe("the vendor's own forms, as a company admin", () => {
  let page: Page;
  beforeAll(async () => {
    const company = await seedApprovedCompany({
      companyName: `Dialog Vendor Forms ${STAMP}`,
      taxId: taxId(),
      employees: 25,
      adminName: 'Vic Vendor',
      adminEmail: `vic.vendor.${STAMP}@example.com`,
    });
    await seedCycle(company.companyName, 'IN_PROGRESS', 'IN_PROGRESS', 'DEPARTMENT_PENDING', company.vendorId);
    page = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 768 });
    await startSession(page, company.adminEmail, company.adminPassword);
    await page.waitForURL(/\/vendor\//);
  }, 60_000);
  afterAll(() => page?.context().close());

  it('a refused Submit: the banner naming every failing question, and the questions marked', { timeout: 60_000 }, async () => {
    await page.goto('/vendor/prequal-form');
    await page.getByRole('tab', { name: 'Legal' }).click();
    await press(page, 'Submit');
    await page.getByText('The following required fields have validation errors:').waitFor();
    await settled(page);
    await expectAccessible(page, { anyImpact: true });
  });
});
