import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { completedPrequal } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { Prequalification } from '../prequal/index.js';
import { runRenewalScan } from './renewal-scan.js';

let portal: TestPortal;
let vendorId: string;
let contactEmail: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await useTestTemplates(portal);
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  const vendor = await portal.em().findOneOrFail(Vendor, { id: vendorId }, { populate: ['contacts'] });
  contactEmail = vendor.contacts.getItems().find((c) => c.position === 0)!.email!;
});
afterAll(() => portal?.stop());

const deps = () => ({ orm: portal.orm, jobs: portal.jobs, config: portal.config });
const statusOf = async () => (await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus;

it('moves a company to renewal in the 11th month of its approval, mails a reminder once, and leaves earlier ones alone', async () => {
  // Completed 2025-07-15, expiring 2026-07-15: its 11th month is June 2026.
  const cycle = await completedPrequal(portal, vendorId);
  expect(await runRenewalScan(deps(), new Date('2026-05-31T12:00:00Z'))).toEqual({ moved: 0, expired: 0 });
  expect(await statusOf()).toBe('COMPLETED');

  expect(await runRenewalScan(deps(), new Date('2026-06-01T12:00:00Z'))).toEqual({ moved: 1, expired: 0 });
  expect(await statusOf()).toBe('AWAITING_RENEWAL');
  const mail = await portal.mail.waitFor(contactEmail, /Your prequalification expires on Jul 15, 2026/);
  expect(mail.html).toContain('/vendor/overview');
  const log = await portal.em().findOneOrFail(AuditLog, { entityId: cycle.id, action: 'PREQUAL_RENEWAL_DUE' });
  expect([log.performedBy, log.changes]).toEqual(['Scheduled renewal', { vendorId, prequalStatus: { from: 'COMPLETED', to: 'AWAITING_RENEWAL' } }]);

  // The next day's run finds nothing to do.
  expect(await runRenewalScan(deps(), new Date('2026-06-02T12:00:00Z'))).toEqual({ moved: 0, expired: 0 });

  // Past the expiry without a renewal: told once that it has expired.
  expect(await runRenewalScan(deps(), new Date('2026-07-16T12:00:00Z'))).toEqual({ moved: 0, expired: 1 });
  await portal.mail.waitFor(contactEmail, /Your prequalification has expired/);
  expect(await runRenewalScan(deps(), new Date('2026-07-17T12:00:00Z'))).toEqual({ moved: 0, expired: 0 });
  const count = (re: RegExp, to: string) =>
    portal.mail.messages.filter((m) => re.test(m.subject ?? '') && [m.to].flat().some((t) => t?.value.some((v) => v.address?.toLowerCase() === to))).length;
  await new Promise((r) => setTimeout(r, 1500));
  // Once to the primary contact (the company admin's address here) and once to the company's other user.
  expect(portal.mail.messages.filter((m) => /expires on|has expired/.test(m.subject ?? ''))).toHaveLength(4);
  for (const to of [contactEmail, DEMO_EMAILS.VENDOR_USER]) expect([count(/expires on/, to), count(/has expired/, to)]).toEqual([1, 1]);
});

it('runs as the renewal-scan job that pg-boss schedules', async () => {
  await portal.em().nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'COMPLETED' });
  // Completed a year ago: due today, whenever today is.
  const yearAgo = new Date(Date.now() - 366 * 86_400_000);
  await portal.em().nativeUpdate(Prequalification, { vendor: vendorId }, { completedAt: yearAgo, expiresAt: new Date(Date.now() + 86_400_000) });
  await portal.em().transactional((tx) => portal.jobs.send(tx, 'renewal-scan', {}));
  await expect.poll(statusOf, { timeout: 15_000 }).toBe('AWAITING_RENEWAL');
});
