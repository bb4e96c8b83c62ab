import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TABLE = 'Limit rules, in order';
/** The shipped "Aggregate limit: 10 x net worth" (the third default rule). */
const RULE = 3;

/** Every rule's values as the editor shows them (limit, basis, multiplier, cap, description). */
async function ruleValues(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: TABLE }).getByRole('row');
  const count = await rows.count();
  const values: string[][] = [];
  for (let i = 1; i < count; i++) {
    const row = rows.nth(i);
    const selects = await row.getByRole('combobox').evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
    const inputs = await row.getByRole('textbox').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    values.push([...selects, ...inputs]);
  }
  return values;
}

async function openRules(page: Page) {
  await expect.poll(() => page.getByRole('heading', { name: 'Limit Rules', level: 1 }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('table', { name: TABLE }).isVisible()).toBe(true);
}

async function saveRules(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Save limit rules' });
  await expect.poll(() => confirm.getByText('Saving changes the limits suggested to reviewers from now on.').isVisible()).toBe(true);
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('Limit rules saved').first().isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
}

it('the system admin changes a limit rule’s multiplier, which is kept, and restores it', { timeout: 120_000 }, async () => {
  const admin = await newPage(browser);
  await startSession(admin, 'system.admin@example.com');
  await admin.waitForURL('**/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Limit Rules' }).click();
  await admin.waitForURL('**/admin/limit-rules');
  await openRules(admin);
  const original = await ruleValues(admin);
  expect(original.length).toBeGreaterThanOrEqual(RULE);
  const multiplier = admin.getByRole('textbox', { name: `Multiplier, rule ${RULE}` });
  const before = await multiplier.inputValue();
  const changed = before === '12.5' ? '11.25' : '12.5';
  await expectAccessible(admin);

  // A multiplier with too many decimals is refused beside the field before anything is sent.
  await multiplier.fill('1.23456');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => admin.getByText('Multiplier must be a non-negative number with at most 4 decimals.').isVisible()).toBe(true);
  expect(await admin.getByRole('alertdialog').count()).toBe(0);

  await multiplier.fill(changed);
  await saveRules(admin);
  await expectAccessible(admin);

  await admin.reload();
  await openRules(admin);
  expect(await admin.getByRole('textbox', { name: `Multiplier, rule ${RULE}` }).inputValue()).toBe(changed);
  const saved = await ruleValues(admin);
  expect(saved).toEqual(original.map((row, i) => (i === RULE - 1 ? row.map((v, j) => (j === 2 ? changed : v)) : row)));

  // Put back as it was, so the other specs' suggested limits (the review pipeline's) are the shipped ones.
  await admin.getByRole('textbox', { name: `Multiplier, rule ${RULE}` }).fill(before);
  await saveRules(admin);
  await admin.reload();
  await openRules(admin);
  expect(await ruleValues(admin)).toEqual(original);
});
