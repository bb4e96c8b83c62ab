import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, newPage, startSession } from '../support/browser.js';
import { querySql, runSql } from '../support/seed-company.js';

/** What the in-process receiver got: the Standard Webhooks headers and the raw body. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let browser: Browser;
let receiver: Server;
const received: Received[] = [];
let receiverUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal-events`;
});
/** The nameless companies this spec made: no screen can make one, so none may outlive it into another spec's lists. */
const namelessCompanies: string[] = [];
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => receiver?.close(r));
  if (namelessCompanies.length > 0) await runSql('delete from vendor where id = any($1::uuid[])', [namelessCompanies]);
});

/** The Standard Webhooks check a receiver makes: HMAC-SHA256 of "id.timestamp.body" under the secret's bytes. */
function verified(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((s) => {
      const given = Buffer.from(s.split(',')[1] ?? '', 'base64');
      return s.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** A CRM sync the CRM refuses (no company name), asked for through the API: the portal's crm_sync.failed event. */
async function failCrmSync(): Promise<string> {
  const vendorId = randomUUID();
  namelessCompanies.push(vendorId);
  await runSql(`insert into vendor (id, company_name, tax_id, account_id, registration_status) values ($1, '', $2, $3, 'APPROVED')`, [
    vendorId,
    `64-${String(Date.now()).slice(-7)}`,
    randomUUID(),
  ]);
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'prequal.admin@example.com', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const sync = await fetch(`${base}/api/v1/vendor/sync-vendor-to-dynamics/${vendorId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(sync.status).toBe(202);
  return vendorId;
}

/** The receiver's first delivery of the crm_sync.failed event about `vendorId`, once it arrives. */
async function eventFor(vendorId: string): Promise<Received> {
  const find = () => received.find((r) => (JSON.parse(r.body) as { data?: { vendorId?: string } }).data?.vendorId === vendorId);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

it('the system admin subscribes a receiver, which gets a signed event, sees it in the log, redelivers it, rotates its secret', { timeout: 300_000 }, async () => {
  const page = await newPage(browser);
  await startSession(page, 'system.admin@example.com');
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.waitForURL('**/admin/webhooks');
  await expect.poll(() => page.getByRole('heading', { name: 'Webhooks', level: 1 }).isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  await dialog.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiverUrl);
  const name = `ERP e2e ${randomUUID().slice(0, 8)}`;
  await dialog.getByRole('textbox', { name: 'Description' }).fill(name);
  await dialog.getByText('crm_sync.failed', { exact: true }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('alertdialog', { name: 'Webhook created' });
  const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('listitem', { name });
  await expect.poll(() => card.getByText('Enabled', { exact: true }).isVisible()).toBe(true);

  const vendorId = await failCrmSync();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const first = received[0]!;
  expect(verified(secret, first)).toBe(true);
  expect(JSON.parse(first.body)).toMatchObject({ type: 'crm_sync.failed', data: { vendorId } });

  await card.getByRole('button', { name: `Deliveries of ${name}` }).click();
  const log = page.getByRole('region', { name: `Deliveries of ${name}` });
  const entry = log.getByRole('listitem', { name: 'crm_sync.failed Delivered' });
  await expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await entry.textContent()).toMatch(/HTTP 200 in \d+ ms/);
  expect(await entry.textContent()).toContain('thanks');
  await expectAccessible(page);

  await entry.getByRole('button', { name: /^Redeliver crm_sync\.failed/ }).click();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
  expect(verified(secret, received[1]!)).toBe(true);

  // The secret rotated with a grace period the admin chooses: until it ends, deliveries verify with either secret.
  await card.getByRole('button', { name: `Rotate secret of ${name}` }).click();
  const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
  const grace = rotate.getByRole('spinbutton', { name: 'Grace period (hours)' });
  expect(await grace.inputValue()).toBe('24');
  await grace.fill('500');
  await rotate.getByRole('button', { name: 'Rotate' }).click();
  await expect.poll(() => grace.getAttribute('aria-invalid')).toBe('true');
  expect(await rotate.textContent()).toContain('The grace period is from 0 to 168 hours');
  await grace.fill('2');
  await expect.poll(() => rotate.textContent()).toMatch(/The current secret keeps signing beside the new one until /);
  await expectAccessible(page);
  await rotate.getByRole('button', { name: 'Rotate' }).click();
  const rotated = page.getByRole('alertdialog', { name: 'New signing secret' });
  const secret2 = await rotated.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret2).toMatch(/^whsec_/);
  expect(secret2).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => card.getByText(/^Previous secret still accepted until .+: deliveries carry both signatures until then\.$/).isVisible()).toBe(true);
  const [stored] = await querySql<{ ends: Date }>('select previous_secret_expires_at as ends from webhook_subscription where description = $1', [name]);
  expect(Math.abs(stored!.ends.getTime() - (Date.now() + 2 * 3_600_000))).toBeLessThan(5 * 60_000);

  const during = await eventFor(await failCrmSync());
  expect(verified(secret2, during)).toBe(true);
  expect(verified(secret, during)).toBe(true);

  // 0 hours: the secret before stops at once; the card no longer speaks of one.
  await card.getByRole('button', { name: `Rotate secret of ${name}` }).click();
  await grace.fill('0');
  await expect.poll(() => rotate.textContent()).toContain('The current secret stops signing at once');
  await rotate.getByRole('button', { name: 'Rotate' }).click();
  const secret3 = await rotated.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => card.getByText(/Previous secret/).count()).toBe(0);
  const after = await eventFor(await failCrmSync());
  expect(verified(secret3, after)).toBe(true);
  expect(verified(secret2, after)).toBe(false);

  // A phone: the cards and their actions fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
