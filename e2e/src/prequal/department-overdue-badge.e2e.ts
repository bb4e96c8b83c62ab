import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { pastTheEdge } from '../support/overflow.js';
import { runSql } from '../support/seed-company.js';
import { seedCompanyWithOsha, type CompanyWithOsha } from '../support/seed-osha.js';
import { settled } from '../support/settled.js';

/**
 * The Department Review tab's overdue badge (issue 21 point 5, docs/reminders.md): a cycle sent to the departments
 * 10 calendar days ago (at least 6 business days, more than the setting's 5) whose three decisions all wait shows
 * "Overdue: Safety, Financial, Legal, N business days" and sorts first (overdue first), before a cycle sent today,
 * which the tab's default sort (newest first) would otherwise put first. When the safety department decides, the
 * badge names only the departments still waiting. The clock is moved in the database (no screen makes a 10-day-old
 * department review); both companies are deleted after.
 */
const TAG = randomUUID().slice(0, 6);
const OVERDUE = `Dept Overdue ${TAG}`;
const FRESH = `Dept Fresh ${TAG}`;
const seeded: CompanyWithOsha[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const overdue = await seedCompanyWithOsha(OVERDUE, {});
  seeded.push(overdue);
  seeded.push(await seedCompanyWithOsha(FRESH, {}));
  // Sent to the departments 10 days ago (the trigger carries the clock into the tab's list).
  await runSql(`update prequalification set department_review_started_at = now() - interval '10 days' where id = $1`, [overdue.prequalId]);
}, 60_000);
afterAll(async () => {
  try {
    for (const company of seeded) await company.remove();
  } finally {
    await browser?.close();
  }
});

/** This spec's rows of the tab (the shared database holds other specs' companies too), top to bottom. */
async function tabRows(page: Page): Promise<string[]> {
  const texts = await page.getByRole('table').getByRole('row').allInnerTexts();
  return texts.filter((t) => t.includes(TAG)).map((t) => t.replace(/\s+/g, ' '));
}

it(
  'a reviewer sees the badge naming the waiting departments on the overdue review, first; after the safety decision it names only Financial and Legal; axe at rest; 390 px does not overflow',
  { timeout: 240_000 },
  async () => {
    const page = await newPage(browser);
    await startSession(page, 'prequal.reviewer@example.com', undefined, '/admin/prequalification');
    await page.getByRole('tab', { name: 'Department Review', exact: true }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Department Review', exact: true, selected: true }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search Department Review' }).fill(TAG);
    await expect.poll(async () => (await tabRows(page)).length, { timeout: 30_000 }).toBe(2);

    const [first, second] = await tabRows(page);
    expect(first).toContain(OVERDUE);
    expect(first).toMatch(/Overdue: Safety, Financial, Legal, \d+ business days/);
    expect(second).toContain(FRESH);
    expect(second).not.toContain('Overdue');
    await settled(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pastTheEdge(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The safety department decides; Financial and Legal still wait.
    await page.getByRole('button', { name: `Safety approve ${OVERDUE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Safety decision: ${OVERDUE}` });
    await dialog.getByLabel('Status').selectOption({ label: 'Approved' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Safety approve ${OVERDUE}`, exact: true }).count(), { timeout: 30_000 }).toBe(0);

    await expect.poll(async () => (await tabRows(page))[0] ?? '', { timeout: 30_000 }).toMatch(/Overdue: Financial, Legal, \d+ business days/);
    const [after, fresh] = await tabRows(page);
    expect(after).toContain(OVERDUE);
    expect(after).not.toMatch(/Overdue: [^\n]*Safety/);
    expect(fresh).toContain(FRESH);
    expect(fresh).not.toContain('Overdue');
    await settled(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pastTheEdge(page)).toEqual([]);
    await expectAccessible(page);
  },
);
