import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { overflow } from '../support/overflow.js';
import { runSql } from '../support/seed-company.js';
import { settled } from '../support/settled.js';

/**
 * Nothing waits unnoticed (issue 21 point 5): a company that stalls on its forms and a review waiting more than the
 * overdue setting (5 business days) show on the dashboard's "Waiting too long" card, and the overdue review comes
 * first in its tab with its "Overdue" badge, before a review that arrived today (which the tab's default sort, newest
 * first, would otherwise put first). Clocks are set in the database (no screen makes a 20-day-old cycle); the
 * companies are deleted after.
 */
const TAG = randomUUID().slice(0, 6);
const STALLED = `Waiting Stalled ${TAG}`;
const OVERDUE = `Waiting Overdue ${TAG}`;
const FRESH = `Waiting Fresh ${TAG}`;
const vendors: string[] = [];

async function seed(name: string, status: string, cycle: { createdDaysAgo: number; submittedDaysAgo: number | null }): Promise<void> {
  const vendorId = randomUUID();
  const prequalId = randomUUID();
  vendors.push(vendorId);
  await runSql(
    `insert into vendor (id, company_name, tax_id, registration_status, prequal_status, no_of_employees, submitted_at)
     values ($1, $2, $3, 'APPROVED', $4, 40, now())`,
    [vendorId, name, `58-${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`, status],
  );
  await runSql(
    `insert into prequalification (id, vendor_id, cycle, status, submitted_at, created_at)
     values ($1, $2, $3, $4, now() - $5 * interval '1 day', now() - $6 * interval '1 day')`,
    [prequalId, vendorId, new Date().toISOString().slice(0, 7), status, cycle.submittedDaysAgo, cycle.createdDaysAgo],
  );
  await runSql(
    `insert into prequal_form (id, prequalification_id, category, template_id, answers, status)
     select gen_random_uuid(), $1, t.category, t.id, '{}'::jsonb, $2
     from (select distinct on (category) id, category from form_template where category in ('SAFETY', 'FINANCIAL', 'LEGAL') order by category, version desc) t`,
    [prequalId, status === 'IN_PROGRESS' ? 'DRAFT' : 'SUBMIT'],
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // 20 days since its cycle began, forms still drafts: stalled (7 days or more).
  await seed(STALLED, 'IN_PROGRESS', { createdDaysAgo: 20, submittedDaysAgo: null });
  // Submitted 10 calendar days ago (at least 6 business days): overdue. Submitted today: not.
  await seed(OVERDUE, 'ADMIN_REVIEW_PENDING', { createdDaysAgo: 15, submittedDaysAgo: 10 });
  await seed(FRESH, 'ADMIN_REVIEW_PENDING', { createdDaysAgo: 15, submittedDaysAgo: 0 });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  if (vendors.length > 0) await runSql('delete from vendor where id = any($1::uuid[])', [vendors]);
});

it(
  'the dashboard card shows the stalled forms and the overdue admin review; the tab lists the overdue review first with its badge; axe at rest; 390 px does not overflow',
  { timeout: 240_000 },
  async () => {
    const page = await newPage(browser);
    await startSession(page, 'prequal.admin@example.com', undefined, '/admin/dashboard');
    const card = page.getByRole('region', { name: 'Waiting too long' });
    await expect.poll(() => card.getByRole('link', { name: 'Forms not submitted' }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await card.getByRole('link', { name: 'Admin review' }).isVisible()).toBe(true);
    await settled(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await overflow(page)).by).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The card's row opens the Admin Review tab.
    await card.getByRole('link', { name: 'Admin review' }).click();
    // Only this spec's two reviews (the shared database holds other specs' companies too).
    await page.getByRole('searchbox', { name: 'Search Admin Review' }).fill(TAG);
    const table = page.getByRole('table');
    await expect.poll(() => table.getByText(FRESH).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await table.getByRole('row').allInnerTexts()).length, { timeout: 30_000 }).toBe(3);
    const rows = (await table.getByRole('row').allInnerTexts()).filter((t) => t.includes(TAG));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(OVERDUE);
    expect(rows[0]).toMatch(/Overdue: \d+ business days/);
    expect(rows[1]).toContain(FRESH);
    expect(rows[1]).not.toContain('Overdue');
    await settled(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await overflow(page)).by).toBe(0);
    await expectAccessible(page);
  },
);
