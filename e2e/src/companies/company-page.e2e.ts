import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { runSql } from '../support/seed-company.js';

/**
 * The company page's own parts in Chromium: the ERP Id edited inline, a comment added and deleted, a note,
 * a parent account linked, the General tab read only; axe on each.
 */
let browser: Browser;
const company = { id: randomUUID(), name: 'Harbor Crane Company', accountId: `e2e-acc-${randomUUID()}` };
const parent = { id: randomUUID(), name: 'Inlet Steel Holdings', accountId: `e2e-acc-${randomUUID()}` };

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [c, taxId] of [
    [company, '52-4400001'],
    [parent, '52-4400002'],
  ] as const) {
    await runSql(
      `insert into vendor (id, company_name, tax_id, account_id, registration_status, prequal_status, no_of_employees, submitted_at)
       values ($1, $2, $3, $4, 'APPROVED', 'NOT_STARTED', 12, now())`,
      [c.id, c.name, taxId, c.accountId],
    );
  }
});
afterAll(() => browser?.close());

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

it('the system admin edits the ERP Id, adds and deletes a comment, adds a note and links a parent account', { timeout: 180_000 }, async () => {
  const admin = await newPage(browser);
  await startSession(admin, 'system.admin@example.com', undefined, `/admin/companies/${company.id}`);
  await expect.poll(() => admin.getByRole('navigation', { name: 'Breadcrumb' }).getByText(company.name).isVisible()).toBe(true);
  await expect.poll(() => admin.getByText('No Comments').isVisible()).toBe(true);
  await expect.poll(() => admin.getByText('No Project Assigned').isVisible()).toBe(true);
  await expectAccessible(admin);

  // ERP Id, inline: kept after a reload.
  await admin.getByRole('button', { name: `Edit ERP Id of ${company.name}` }).click();
  await admin.getByRole('textbox', { name: 'ERP Id' }).fill('HCC-7');
  await admin.getByRole('textbox', { name: 'ERP Id' }).press('Enter');
  await expect.poll(() => admin.getByText('ERP Id updated').first().isVisible()).toBe(true);
  await admin.reload();
  await expect.poll(() => admin.getByText('HCC-7').isVisible()).toBe(true);

  // A comment, then deleted after confirming.
  await admin.getByRole('button', { name: 'Add Comment' }).click();
  const addComment = admin.getByRole('dialog', { name: 'Add Comment' });
  await addComment.getByRole('textbox').fill('Crane operators certified through 2028');
  await expectAccessible(admin);
  await addComment.getByRole('button', { name: 'Save' }).click();
  const comments = admin.getByRole('list', { name: 'Comments' });
  await expect.poll(() => comments.getByText('Crane operators certified through 2028').isVisible()).toBe(true);
  // As a person would: the Add Comment dialog gone (closing, it still covers the page) before the next press.
  await expect.poll(() => addComment.count()).toBe(0);
  await comments.getByRole('button', { name: /^Delete comment by Sam Carter on / }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete comment' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => admin.getByText('No Comments').isVisible()).toBe(true);

  // A note.
  await openTab(admin, 'Notes');
  await admin.getByRole('button', { name: 'Add Note' }).click();
  const addNote = admin.getByRole('dialog', { name: 'Add Note' });
  await expect.poll(() => addNote.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await addNote.getByRole('textbox', { name: /Note/ }).fill('Asked for the crane inspection reports');
  await addNote.getByRole('button', { name: 'Save' }).click();
  const notes = admin.getByRole('table', { name: 'Notes' });
  await expect.poll(() => notes.getByText('Asked for the crane inspection reports').isVisible()).toBe(true);
  await expectAccessible(admin);

  // A parent account from the approved companies.
  await openTab(admin, 'Related Accounts');
  await admin.getByRole('searchbox', { name: 'Search approved companies for a parent account' }).fill('Inlet Steel');
  const parentSelect = admin.getByRole('combobox', { name: 'Parent account' });
  await expect.poll(async () => (await parentSelect.locator('option').allTextContents()).some((t) => t.startsWith(parent.name))).toBe(true);
  await parentSelect.selectOption(parent.accountId);
  await admin.getByRole('button', { name: 'Add Parent' }).click();
  const parents = admin.getByRole('list', { name: 'Parent Accounts' });
  await expect.poll(() => parents.getByText(parent.name).isVisible()).toBe(true);
  await expectAccessible(admin);

  // General: the registration form, read only until Edit.
  await openTab(admin, 'General');
  await expect.poll(() => admin.getByRole('form', { name: 'General info' }).isVisible()).toBe(true);
  await expect.poll(() => admin.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
  await expectAccessible(admin);
});
