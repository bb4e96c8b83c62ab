import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { seedCompanyWithOsha, type CompanyWithOsha } from '../support/seed-osha.js';
import { settled } from '../support/settled.js';

/**
 * The safety reviewer sees a company's computed safety rates against its industry's average in the Safety decision
 * dialog: three years of OSHA 300A figures as the vendor submitted them (written straight into the database by
 * seedCompanyWithOsha, removed afterwards), a NAICS code under construction.
 * Year 1: 8 x 200,000 / 500,000 = 3.20; year 3: 10 x 200,000 / 250,000 = 8.00; BLS 2023 construction: 2.30.
 */
const NAME = `Insights Plumbing ${randomUUID().slice(0, 6)}`;
const SAFETY_ANSWERS = {
  osha_hours_worked_year_1: 500000,
  osha_recordable_cases_year_1: 8,
  osha_days_away_cases_year_1: 3,
  osha_restricted_cases_year_1: 2,
  osha_fatalities_year_1: 0,
  osha_hours_worked_year_2: 400000,
  osha_recordable_cases_year_2: 6,
  osha_days_away_cases_year_2: 2,
  osha_restricted_cases_year_2: 1,
  osha_fatalities_year_2: 1,
  osha_hours_worked_year_3: 250000,
  osha_recordable_cases_year_3: 10,
  osha_days_away_cases_year_3: 4,
  osha_restricted_cases_year_3: 4,
  osha_fatalities_year_3: 0,
  emr_year_1: 0.82,
  emr_year_2: 0.9,
  emr_year_3: 1.1,
  trir_year_1: 2.5,
};

let browser: Browser;
let company: CompanyWithOsha | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  company = await seedCompanyWithOsha(NAME, SAFETY_ANSWERS);
}, 60_000);
afterAll(async () => {
  try {
    await company?.remove();
  } finally {
    await browser?.close();
  }
});

/** The texts of a table row's header and cells. */
async function rowTexts(page: Page, name: string): Promise<string[]> {
  const row = page
    .getByRole('region', { name: 'Safety metrics' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return row.locator('th, td').allInnerTexts();
}

it('the safety reviewer sees the computed rates per year against the industry average, explained; axe finds nothing', { timeout: 180_000 }, async () => {
  const page = await newPage(browser);
  await startSession(page, 'prequal.reviewer@example.com', undefined, '/admin/prequalification');
  await page.getByRole('tab', { name: 'Department Review', exact: true }).click();
  await page.getByRole('button', { name: `Safety approve ${NAME}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Safety decision: ${NAME}` });
  const panel = dialog.getByRole('region', { name: 'Safety metrics' });
  await expect.poll(() => panel.getByRole('table').isVisible(), { timeout: 30_000 }).toBe(true);

  expect((await rowTexts(page, 'TRIR')).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
    'TRIR',
    '3.20 ⚠ Differs from the typed 2.50',
    '3.00',
    '8.00',
    '2.30 BLS 2023, NAICS 23',
    'Improving',
  ]);
  expect((await rowTexts(page, 'DART')).slice(1, 4)).toEqual(['2.00', '1.50', '6.40']);
  expect((await rowTexts(page, 'Hours worked')).slice(1, 4)).toEqual(['500,000', '400,000', '250,000']);
  expect(await panel.getByText("Industry average: Construction (NAICS 23, for the company's 238220)").isVisible()).toBe(true);
  expect(await panel.getByText('Year 2: 1 work-related death reported (column G)').isVisible()).toBe(true);

  await panel.getByText('How these are computed').click();
  await expect.poll(() => panel.getByText('TRIR, year 1 3.20 = 8 x 200,000 / 500,000').isVisible()).toBe(true);
  await settled(page);
  await expectAccessible(page);

  // 390 px wide: the table scrolls within its region, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
