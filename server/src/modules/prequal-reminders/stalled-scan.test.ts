import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { Prequalification } from '../prequal/index.js';
import { runStalledScan } from './stalled-scan.js';

/** The reminder of unsubmitted forms, on a real database and mail catcher, with a moved clock. */
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

const DAY = 86_400_000;
const deps = () => ({ orm: portal.orm, jobs: portal.jobs, config: portal.config });
const reminders = (days: number, to: string) =>
  portal.mail.messages.filter(
    (m) => m.subject === `Your prequalification forms are waiting (${days} days)` && [m.to].flat().some((t) => t?.value.some((v) => v.address?.toLowerCase() === to)),
  ).length;
const STALLED = 'query{ stalledVendors{ vendorId companyName instance since returned days } }';

it('reminds the company 7 and 14 days after its cycle began, once each, to its contact and form users, in the activity log', async () => {
  const { forms } = await begunPrequal(portal, vendorId);
  const cycle = forms[0]!.prequalification;
  const began = (await portal.em().findOneOrFail(Prequalification, { id: cycle.id })).createdAt;
  const at = (days: number, hours = 1) => new Date(began.getTime() + days * DAY + hours * 3_600_000);

  expect(await runStalledScan(deps(), at(6, 22))).toEqual({ reminded: 0 });
  expect(await runStalledScan(deps(), at(7))).toEqual({ reminded: 1 });
  // Two replicas (or a retry) running the same slot: the key in job_key lets one of them through.
  const twice = await Promise.all([runStalledScan(deps(), at(8)), runStalledScan(deps(), at(8))]);
  expect(twice).toEqual([{ reminded: 0 }, { reminded: 0 }]);
  await portal.mail.waitFor(contactEmail, /Your prequalification forms are waiting \(7 days\)/);
  await portal.mail.waitFor(DEMO_EMAILS.VENDOR_USER, /Your prequalification forms are waiting \(7 days\)/);

  const fourteen = await Promise.all([runStalledScan(deps(), at(14)), runStalledScan(deps(), at(14))]);
  expect(fourteen.map((r) => r.reminded).sort()).toEqual([0, 1]);
  expect(await runStalledScan(deps(), at(30))).toEqual({ reminded: 0 });
  const mail = await portal.mail.waitFor(contactEmail, /Your prequalification forms are waiting \(14 days\)/);
  expect(mail.html).toContain('/vendor/prequal-form');
  expect(mail.text).toContain('have not been submitted for 14 days');
  await new Promise((r) => setTimeout(r, 1000));
  for (const to of [contactEmail, DEMO_EMAILS.VENDOR_USER]) expect([reminders(7, to), reminders(14, to)]).toEqual([1, 1]);

  const logs = await portal.em().find(AuditLog, { entityId: cycle.id, action: 'PREQUAL_STALLED_REMINDED' }, { orderBy: { performedAt: 'asc' } });
  expect(logs.map((l) => [l.performedBy, l.changes?.days, l.changes?.clock, l.vendorId])).toEqual([
    ['Scheduled reminder', 7, 'begun', vendorId],
    ['Scheduled reminder', 14, 'begun', vendorId],
  ]);
});

it('starts the clock again at a return to the vendor, and forgets a company once its forms are submitted', async () => {
  const { instance } = await begunPrequal(portal, vendorId);
  const fileId = await storedFileOf(portal, vendorId);
  const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
  const vendorToken = await portal.tokenFor('VENDOR_ADMIN');
  const submitted = await portal.gql(
    'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }',
    { v: vendorId, i: instance, f: forms },
    vendorToken,
  );
  expect(submitted.body.errors).toBeUndefined();
  // Submitted: nothing waits on the vendor, however late it is.
  expect(await runStalledScan(deps(), new Date(Date.now() + 40 * DAY))).toEqual({ reminded: 0 });

  const returned = await portal.gql(
    'mutation($v:ID!,$c:String){ adminReview(vendorId:$v, approve:false, commentText:$c){ prequalStatus } }',
    { v: vendorId, c: 'Please give the audited revenue.' },
    await portal.tokenFor('PREQUAL_ADMIN'),
  );
  expect(returned.body.errors).toBeUndefined();
  const returnedAt = Date.now();
  expect(await runStalledScan(deps(), new Date(returnedAt + 6 * DAY))).toEqual({ reminded: 0 });
  expect(await runStalledScan(deps(), new Date(returnedAt + 7 * DAY + 3_600_000))).toEqual({ reminded: 1 });
  await expect
    .poll(
      () => portal.mail.messages.filter((m) => m.subject === 'Your prequalification forms are waiting (7 days)' && m.text?.includes('were returned to you on')).length,
      {
        timeout: 10_000,
      },
    )
    .toBe(2);

  // Staff see it as stalled (days since the return), and the list is theirs only.
  await portal.em().nativeUpdate(Prequalification, { vendor: vendorId, cycle: instance }, { createdAt: new Date(Date.now() - 30 * DAY) });
  await portal
    .em()
    .getConnection()
    .execute(
      `update audit_log set performed_at = performed_at - interval '9 days' where entity_type = 'Prequalification' and action = 'PREQUAL_RETURNED' and vendor_id = ?`,
      [vendorId],
    );
  const list = await portal.gql(STALLED, {}, await portal.tokenFor('PREQUAL_VIEWER'));
  expect(list.body.errors).toBeUndefined();
  expect(list.body.data.stalledVendors).toEqual([expect.objectContaining({ vendorId, instance, returned: true, days: 9 })]);
  const rest = await portal.rest('GET', '/admin/stalled-vendors', { token: await portal.tokenFor('PREQUAL_ADMIN') });
  expect(rest.status).toBe(200);
  expect(rest.body[0]).toMatchObject({ vendorId, days: 9 });
  expect((await portal.gql(STALLED, {}, vendorToken)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
