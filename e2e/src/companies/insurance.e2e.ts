import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { graphql } from '../support/page-graphql.js';
import { overflow } from '../support/overflow.js';
import { onePagePdf } from '../support/pdf.js';
import { seedApprovedCompany } from '../support/seed-company.js';

/**
 * Insurance as records (docs/insurance.md, issue 21 point 4): a vendor's admin uploads its certificate and enters two
 * policies below the builder's requirement profile on its File Manager's Insurance tab; a reviewer reads the exact
 * gaps on the company page; the system admin lowers the profile and the company's compliance changes; the vendor
 * raises its auto policy and the company meets the requirements. The profile as it was is put back through the API
 * (here and in afterAll), since the spec files share one database.
 */
const STAMP = randomUUID().slice(0, 6);
const COMPANY = `Ridgeline Roofing ${STAMP}`;
const CERTIFICATE = `coi-${STAMP}.pdf`;
const GL_NUMBER = `GL-${STAMP}`;
const AUTO_NUMBER = `AU-${STAMP}`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface RequirementRow {
  coverage: string;
  minimums: { key: string; amount: string }[];
  statutory: boolean;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
}

let browser: Browser;
/** The builder's profile before the spec changed it; null while it is unchanged. */
let original: RequirementRow[] | null = null;

async function readProfile(page: Page): Promise<RequirementRow[]> {
  const data = await graphql<{ insuranceRequirements: RequirementRow[] }>(
    page,
    'query { insuranceRequirements { coverage minimums { key amount } statutory additionalInsured waiverOfSubrogation } }',
  );
  return data.insuranceRequirements.map((r) => ({ ...r, minimums: r.minimums.map(({ key, amount }) => ({ key, amount })) }));
}

/** Puts the profile as it was back (a save checks every company again), once. */
async function restoreProfile(page: Page): Promise<void> {
  if (!original) return;
  await graphql(page, 'mutation ($requirements: [InsuranceRequirementInput!]!) { saveInsuranceRequirements(requirements: $requirements) { coverage } }', {
    requirements: original,
  });
  original = null;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  try {
    if (original) {
      const page = await newPage(browser);
      await startSession(page, 'system.admin@example.com');
      await page.waitForURL('**/admin/**');
      await restoreProfile(page);
    }
  } finally {
    await browser?.close();
  }
});

/** The compliance shown in `scope`: its label and each gap. */
async function complianceOf(scope: Page | Locator): Promise<{ label: string; gaps: string[] }> {
  const group = scope.getByRole('group', { name: 'Insurance compliance' });
  const [label, gaps] = await Promise.all([group.locator('span').first().innerText(), group.getByRole('listitem').allInnerTexts()]);
  return { label: label.trim(), gaps: gaps.map((g) => g.trim()) };
}

/** Fills the add/edit policy dialog's fields named by their labels (a tick box by its words). */
async function fillPolicy(dialog: Locator, fields: Record<string, string>, ticks: string[] = []): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  for (const tick of ticks) {
    const box = dialog.getByRole('checkbox', { name: tick, exact: true });
    if (!(await box.isChecked())) await dialog.getByText(tick, { exact: true }).click();
    await expect.poll(() => box.isChecked()).toBe(true);
  }
}

async function noOverflowAt390(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await overflow(page)).by).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

it(
  'two policies below the requirement show their exact gaps to staff; a lowered profile and a raised policy make the company meet it',
  { timeout: 300_000 },
  async () => {
    const company = await seedApprovedCompany({
      companyName: COMPANY,
      taxId: `58-${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      employees: 25,
      adminName: 'Rhea Ridgeline',
      adminEmail: `rhea.${STAMP}@ridgeline-roofing.example`,
    });

    // The vendor's admin uploads its certificate of insurance in the General files.
    const vendor = await newPage(browser);
    await startSession(vendor, company.adminEmail, company.adminPassword, '/vendor/file-manager');
    await expect.poll(() => vendor.getByRole('table', { name: 'General files' }).isVisible()).toBe(true);
    await vendor.getByRole('button', { name: 'Add New Doc' }).click();
    const upload = vendor.getByRole('dialog', { name: 'Add New Doc' });
    await upload
      .getByLabel('File', { exact: false })
      .first()
      .setInputFiles({ name: CERTIFICATE, mimeType: 'application/pdf', buffer: onePagePdf('Certificate of insurance') });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => vendor.getByText('File uploaded').first().isVisible()).toBe(true);

    // Its Insurance tab: no policies yet, every required coverage a gap.
    await vendor.getByRole('tab', { name: 'Insurance', exact: true }).click();
    await expect.poll(() => vendor.getByRole('button', { name: 'Add policy' }).isVisible()).toBe(true);
    await expect.poll(async () => (await complianceOf(vendor)).label).toBe('No policies');

    // General liability: $500,000 each occurrence, below the required $1,000,000; the aggregates and endorsements meet.
    await vendor.getByRole('button', { name: 'Add policy' }).click();
    let dialog = vendor.getByRole('dialog', { name: 'Add policy' });
    await dialog.getByLabel('Coverage').selectOption({ label: 'General liability' });
    await fillPolicy(
      dialog,
      {
        Carrier: 'Chesapeake Mutual',
        'Policy number': GL_NUMBER,
        'Effective date': day(-30),
        'Expiry date': day(335),
        'General liability each occurrence ($)': '500,000',
        'General liability general aggregate ($)': '2000000',
        'General liability products-completed operations aggregate ($)': '2000000',
      },
      ['Additional insured', 'Waiver of subrogation'],
    );
    const certificate = dialog.getByLabel('Certificate of insurance');
    await expect.poll(() => certificate.locator('option', { hasText: CERTIFICATE }).count()).toBe(1);
    await certificate.selectOption({ label: CERTIFICATE });
    await expectAccessible(vendor);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => vendor.getByText('Policy added').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Auto: $500,000 combined single limit, below the required $1,000,000.
    await vendor.getByRole('button', { name: 'Add policy' }).click();
    dialog = vendor.getByRole('dialog', { name: 'Add policy' });
    await dialog.getByLabel('Coverage').selectOption({ label: 'Auto' });
    await fillPolicy(
      dialog,
      { Carrier: 'Chesapeake Mutual', 'Policy number': AUTO_NUMBER, 'Effective date': day(-30), 'Expiry date': day(335), 'Auto combined single limit ($)': '500000' },
      ['Additional insured'],
    );
    await expect.poll(() => dialog.getByLabel('Certificate of insurance').locator('option', { hasText: CERTIFICATE }).count()).toBe(1);
    await dialog.getByLabel('Certificate of insurance').selectOption({ label: CERTIFICATE });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const belowDefault = {
      label: 'Gaps',
      gaps: [
        'General liability each occurrence $500,000 is below the required $1,000,000',
        'Auto combined single limit $500,000 is below the required $1,000,000',
        "Workers' compensation: no policy",
        "Employer's liability: no policy",
      ],
    };
    await expect.poll(() => complianceOf(vendor)).toEqual(belowDefault);
    const policies = vendor.getByRole('table', { name: 'Insurance policies' });
    await expect.poll(() => policies.getByRole('row').filter({ hasText: GL_NUMBER }).innerText()).toContain('each occurrence: $500,000');
    await expectAccessible(vendor);
    await noOverflowAt390(vendor);

    // A reviewer finds the company in the insurance list's Gaps tab, which opens the company page at its Insurance tab
    // with the same gaps.
    const reviewer = await newPage(browser);
    await startSession(reviewer, 'prequal.reviewer@example.com', undefined, '/admin/insurance');
    await reviewer.getByRole('tab', { name: 'Gaps', exact: true }).click();
    await reviewer.getByLabel('Search gaps by company').fill(COMPANY);
    const listed = reviewer.getByRole('table', { name: 'Insurance: Gaps' }).getByRole('row').filter({ hasText: COMPANY });
    await expect.poll(() => listed.getByText("Workers' compensation: no policy").isVisible()).toBe(true);
    await expectAccessible(reviewer);
    await listed.getByRole('link', { name: COMPANY }).click();
    await reviewer.waitForURL(`**/admin/companies/${company.vendorId}`);
    await expect.poll(() => reviewer.getByRole('tab', { name: 'Insurance', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => complianceOf(reviewer)).toEqual(belowDefault);
    await expectAccessible(reviewer);

    // The system admin lowers general liability's each occurrence to $500,000 and no longer asks workers'
    // compensation and employer's liability: only the auto gap is left.
    const admin = await newPage(browser);
    await startSession(admin, 'system.admin@example.com', undefined, '/admin/insurance-requirements');
    const gl = admin.getByRole('group', { name: 'General liability', exact: true });
    await expect.poll(() => gl.getByLabel('Minimum each occurrence ($)').inputValue()).toBe('1000000');
    await expectAccessible(admin);
    await noOverflowAt390(admin);
    original = await readProfile(admin);
    await gl.getByLabel('Minimum each occurrence ($)').fill('500000');
    for (const coverage of ["Workers' compensation", "Employer's liability"]) {
      const box = admin.getByRole('checkbox', { name: `${coverage} is required`, exact: true });
      await admin.getByText(`${coverage} is required`, { exact: true }).click();
      await expect.poll(() => box.isChecked()).toBe(false);
    }
    await admin.getByRole('button', { name: 'Save requirements' }).click();
    await expect.poll(() => admin.getByText('Requirement profile saved; every company was checked again').first().isVisible()).toBe(true);

    await reviewer.reload();
    await reviewer.getByRole('tab', { name: 'Insurance', exact: true }).click();
    await expect.poll(() => complianceOf(reviewer)).toEqual({ label: 'Gaps', gaps: ['Auto combined single limit $500,000 is below the required $1,000,000'] });

    // The vendor raises its auto policy to $1,000,000: the company meets the requirements.
    await vendor.reload();
    await vendor.getByRole('tab', { name: 'Insurance', exact: true }).click();
    await vendor.getByRole('button', { name: `Edit policy ${AUTO_NUMBER}` }).click();
    dialog = vendor.getByRole('dialog', { name: 'Edit policy' });
    await fillPolicy(dialog, { 'Auto combined single limit ($)': '1,000,000' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => vendor.getByText('Policy saved').first().isVisible()).toBe(true);
    await expect.poll(() => complianceOf(vendor)).toEqual({ label: 'Meets requirements', gaps: [] });

    await reviewer.reload();
    await reviewer.getByRole('tab', { name: 'Insurance', exact: true }).click();
    await expect.poll(() => complianceOf(reviewer)).toEqual({ label: 'Meets requirements', gaps: [] });

    // The profile as it was: the company again lacks workers' compensation and employer's liability.
    await restoreProfile(admin);
    await reviewer.reload();
    await reviewer.getByRole('tab', { name: 'Insurance', exact: true }).click();
    await expect
      .poll(() => complianceOf(reviewer))
      .toEqual({
        label: 'Gaps',
        gaps: ['General liability each occurrence $500,000 is below the required $1,000,000', "Workers' compensation: no policy", "Employer's liability: no policy"],
      });
  },
);
