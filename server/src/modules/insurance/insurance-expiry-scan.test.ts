import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { storedPolicy } from '../../../test/fixtures/insurance-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { User } from '../users/index.js';
import { refreshCompliance } from './compliance-refresh.js';
import { InsuranceCompliance } from './insurance-compliance.entity.js';
import { runInsuranceExpiryScan } from './insurance-expiry-scan.js';

let portal: TestPortal;
let vendorId: string;
let vendorAdmin: string;
let prequalAdmin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  vendorAdmin = portal.users.VENDOR_ADMIN.email;
  prequalAdmin = portal.users.PREQUAL_ADMIN.email;
});
afterAll(() => portal?.stop());

const deps = () => ({ orm: portal.orm, jobs: portal.jobs, config: portal.config });
const mailsTo = (email: string) => portal.mail.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase()));
/** Noon in New York on a day (the scan's "today" is the portal's calendar day). */
const at = (day: string) => new Date(`${day}T17:00:00Z`);

it('reminds the company admins and the prequal admins at 30, 14 and 0 days, once each, in the activity log; a renewed policy is not told of', async () => {
  expect(await portal.em().count(User, { role: 'PREQUAL_ADMIN', isActive: true })).toBeGreaterThan(0);
  const gl = await storedPolicy(portal, vendorId, {
    coverage: 'GENERAL_LIABILITY',
    policyNumber: 'GL-9',
    expiryDate: '2027-03-01',
    limits: { eachOccurrence: 100_000_000 },
  });
  // An auto policy renewed by a later one: no reminder for the old one.
  await storedPolicy(portal, vendorId, { coverage: 'AUTO', expiryDate: '2027-03-01' });
  await storedPolicy(portal, vendorId, { coverage: 'AUTO', effectiveDate: '2027-03-01', expiryDate: '2028-03-01' });

  // 31 days before: nothing yet.
  expect(await runInsuranceExpiryScan(deps(), at('2027-01-29'))).toMatchObject({ companies: 0, policies: 0 });

  // 30 days before: the 30-day notice to both sides; the same day again: nothing new.
  expect(await runInsuranceExpiryScan(deps(), at('2027-01-30'))).toMatchObject({ companies: 1, policies: 1 });
  const vendorMail = await portal.mail.waitFor(vendorAdmin, /expire soon/);
  expect(vendorMail.text).toContain('General liability, Road Insurance Co policy GL-9: expires in 30 days');
  const staffMail = await portal.mail.waitFor(prequalAdmin, /Insurance of .* expires soon/);
  expect(staffMail.html).toContain(`/admin/companies/${vendorId}`);
  expect(await runInsuranceExpiryScan(deps(), at('2027-01-30'))).toMatchObject({ policies: 0 });
  expect(await runInsuranceExpiryScan(deps(), at('2027-02-10'))).toMatchObject({ policies: 0 });

  // 14 days before, then the day it expires.
  expect(await runInsuranceExpiryScan(deps(), at('2027-02-15'))).toMatchObject({ policies: 1 });
  expect(await runInsuranceExpiryScan(deps(), at('2027-03-01'))).toMatchObject({ policies: 1 });
  expect(await runInsuranceExpiryScan(deps(), at('2027-03-01'))).toMatchObject({ policies: 0 });
  await expect.poll(() => mailsTo(vendorAdmin).length, { timeout: 10_000 }).toBe(3);
  await expect.poll(() => mailsTo(prequalAdmin).length, { timeout: 10_000 }).toBe(3);
  expect(mailsTo(vendorAdmin)[2]!.subject).toBe('An insurance policy of your company expires today');

  const told = await portal.em().find(AuditLog, { action: 'INSURANCE_EXPIRY_REMINDED', entityId: gl }, { orderBy: { performedAt: 'asc' } });
  expect(told.map((e) => (e.changes as { threshold: number }).threshold)).toEqual([30, 14, 0]);
  expect(told[0]).toMatchObject({ vendorId, performedBy: 'Insurance expiry reminder' });
});

it('writes the compliance row again when the calendar changes it: a lapse on the expiry date', async () => {
  const other = portal.users.otherVendorAdmin.vendor!.id;
  await storedPolicy(portal, other, { coverage: 'AUTO', effectiveDate: '2026-01-01', expiryDate: '2027-06-01' });
  await portal.orm.em.fork().transactional((tx) => refreshCompliance(tx, [other], '2027-05-01'));
  const before = await portal.em().findOneOrFail(InsuranceCompliance, { vendor: other });
  expect(before).toMatchObject({ nextChange: '2027-06-01' });
  expect(before.gaps).not.toContain('Auto expired on 2027-06-01');

  const r = await runInsuranceExpiryScan(deps(), at('2027-06-01'));
  expect(r.refreshed).toBeGreaterThanOrEqual(1);
  const after = await portal.em().findOneOrFail(InsuranceCompliance, { vendor: other });
  expect(after).toMatchObject({ status: 'LAPSED', nextExpiry: null, nextChange: null });
  expect(after.gaps).toContain('Auto expired on 2027-06-01');
});
