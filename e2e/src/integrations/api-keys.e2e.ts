import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The key in use, as an integration would send it: REST with X-API-Key, GraphQL with Authorization: Bearer. */
async function callsWith(key: string) {
  const base = inject('baseUrl');
  const companies = await fetch(`${base}/api/v1/vendors?mode=approved&page=1&limit=5`, { headers: { 'x-api-key': key } });
  const gql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: '{ companies(options: { page: 1, limit: 5 }) { totalCount } }' }),
  });
  const users = await fetch(`${base}/api/v1/users?page=1&limit=5`, { headers: { 'x-api-key': key } });
  const body = (await gql.json()) as { data?: { companies?: { totalCount: number } }; errors?: { extensions: { code: string } }[] };
  return { rest: companies.status, graphql: body.data?.companies ? 'ok' : body.errors?.[0]?.extensions.code, users: users.status };
}

it('the system admin creates a key on /admin/api-keys, which works on REST and GraphQL within its permissions, and revokes it', { timeout: 180_000 }, async () => {
  const page = await newPage(browser);
  await startSession(page, 'system.admin@example.com');
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API Keys' }).click();
  await page.waitForURL('**/admin/api-keys');
  await expect.poll(() => page.getByRole('heading', { name: 'API Keys', level: 1 }).isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('CRM sync (browser)');
  // The box is drawn over the hidden input: a person clicks its label.
  for (const permission of ['companies.list', 'companyDetail.read', 'companies.update']) {
    await dialog.getByText(permission, { exact: true }).click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: permission, exact: true }).isChecked()).toBe(true);
  }
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('alertdialog', { name: 'API key "CRM sync (browser)" created' });
  await expect.poll(() => shown.isVisible()).toBe(true);
  await expect.poll(() => shown.getByText('It will not be shown again').isVisible()).toBe(true);
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^pqk_[0-9a-f]{12}_/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => shown.isVisible()).toBe(false);

  // Its own permissions work on both transports; anything else is refused.
  expect(await callsWith(key)).toEqual({ rest: 200, graphql: 'ok', users: 403 });

  // The list shows it, used, and fits a phone.
  const row = page.getByRole('row').filter({ hasText: 'CRM sync (browser)' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => row.filter({ hasNotText: 'Never' }).count()).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });

  await row.getByRole('button', { name: 'Revoke CRM sync (browser)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect.poll(() => row.getByText('Revoked').isVisible()).toBe(true);
  expect(await callsWith(key)).toEqual({ rest: 401, graphql: 'UNAUTHENTICATED', users: 401 });
  await page.close();
});
