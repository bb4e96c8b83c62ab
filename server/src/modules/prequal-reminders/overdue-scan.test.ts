import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Prequalification } from '../prequal/index.js';
import { runOverdueScan } from './overdue-scan.js';

/** Overdue reviews (more business days than the setting, Mon-Fri), on a real database with a moved clock. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await useTestTemplates(portal);
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(() => portal?.stop());

const deps = () => ({ orm: portal.orm });
// Noon in New York (the portal's zone).
const at = (date: string) => new Date(`${date}T12:00:00-05:00`);
const OVERDUE = 'query{ overdueReviews{ businessDays stages { key label count } reviews { vendorId stageKey businessDays } } }';
const SET = 'mutation($d:Int!){ setOverdueReviewDays(businessDays:$d) }';

async function submitted(): Promise<string> {
  const { instance } = await begunPrequal(portal, vendorId);
  const fileId = await storedFileOf(portal, vendorId);
  const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
  const res = await portal.gql(
    'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }',
    { v: vendorId, i: instance, f: forms },
    await portal.tokenFor('VENDOR_ADMIN'),
  );
  expect(res.body.errors).toBeUndefined();
  return instance;
}

it('flags the admin review after 5 business days (weekends not counted), once, in the activity log; the dashboard counts it', async () => {
  const instance = await submitted();
  const cycle = await portal.em().findOneOrFail(Prequalification, { vendor: vendorId, cycle: instance });
  // Submitted on Monday 2 November 2026.
  await portal.em().nativeUpdate(Prequalification, { id: cycle.id }, { submittedAt: at('2026-11-02') });

  expect(await runOverdueScan(deps(), at('2026-11-06'))).toEqual({ flagged: 0 }); // Friday: 4 business days
  expect(await runOverdueScan(deps(), at('2026-11-08'))).toEqual({ flagged: 0 }); // Sunday: still 4
  expect(await runOverdueScan(deps(), at('2026-11-09'))).toEqual({ flagged: 0 }); // Monday: 5, not more
  const twice = await Promise.all([runOverdueScan(deps(), at('2026-11-10')), runOverdueScan(deps(), at('2026-11-10'))]); // Tuesday: 6
  expect(twice.map((r) => r.flagged).sort()).toEqual([0, 1]);
  expect(await runOverdueScan(deps(), at('2026-11-11'))).toEqual({ flagged: 0 });
  const logs = await portal.em().find(AuditLog, { entityId: cycle.id, action: 'PREQUAL_REVIEW_OVERDUE' });
  expect(logs.map((l) => [l.performedBy, l.changes?.stage, l.changes?.businessDays, l.changes?.threshold])).toEqual([['Scheduled reminder', 'Admin review', 6, 5]]);

  const viewer = await portal.tokenFor('PREQUAL_VIEWER');
  const dashboard = await portal.gql(OVERDUE, {}, viewer);
  expect(dashboard.body.errors).toBeUndefined();
  expect(dashboard.body.data.overdueReviews.businessDays).toBe(5);
  expect(dashboard.body.data.overdueReviews.stages).toEqual([{ key: 'ADMIN', label: 'Admin review', count: 1 }]);
  expect(dashboard.body.data.overdueReviews.reviews[0]).toMatchObject({ vendorId, stageKey: 'ADMIN' });
});

it('flags each undecided department after the admin review, per category', async () => {
  const instance = await submitted();
  const approved = await portal.gql(
    'mutation($v:ID!){ adminReview(vendorId:$v, approve:true){ prequalStatus } }',
    { v: vendorId },
    await portal.tokenFor('PREQUAL_ADMIN'),
  );
  expect(approved.body.errors).toBeUndefined();
  // Sent to the departments on Friday 6 November 2026.
  await portal.em().nativeUpdate(Prequalification, { vendor: vendorId, cycle: instance }, { departmentReviewStartedAt: at('2026-11-06') });
  expect(await runOverdueScan(deps(), at('2026-11-15'))).toEqual({ flagged: 0 }); // Sunday: 5 business days
  expect(await runOverdueScan(deps(), at('2026-11-16'))).toEqual({ flagged: 3 }); // Monday: 6, each category
  const res = await portal.gql(OVERDUE, {}, await portal.tokenFor('PREQUAL_REVIEWER'));
  expect(res.body.data.overdueReviews.stages).toEqual([
    { key: 'DEPARTMENT:SAFETY', label: 'Safety review', count: 1 },
    { key: 'DEPARTMENT:FINANCIAL', label: 'Financial review', count: 1 },
    { key: 'DEPARTMENT:LEGAL', label: 'Legal review', count: 1 },
  ]);

  // The safety department decides: its category is no longer overdue, the others still are, on the dashboard, in the
  // job (nothing new to record) and in the Department Review tab, which names the same categories.
  const safety = (await formsOf(portal, vendorId)).find((f) => f.category.startsWith('SAFETY'))!.category;
  const decided = await portal.gql(
    'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }',
    { v: vendorId, i: { category: safety, status: 'DEPARTMENT_APPROVED' } },
    await portal.tokenFor('PREQUAL_REVIEWER'),
  );
  expect(decided.body.errors).toBeUndefined();
  expect(await runOverdueScan(deps(), at('2026-11-17'))).toEqual({ flagged: 0 });
  const after = await portal.gql(OVERDUE, {}, await portal.tokenFor('PREQUAL_REVIEWER'));
  expect(after.body.data.overdueReviews.stages).toEqual([
    { key: 'DEPARTMENT:FINANCIAL', label: 'Financial review', count: 1 },
    { key: 'DEPARTMENT:LEGAL', label: 'Legal review', count: 1 },
  ]);
  const row = await portal.gql(
    `query($v:ID){ prequalList(options: { status:"DEPARTMENT_REVIEW_PENDING", vendorId:$v }){ items { overdueBusinessDays categoryStatuses { category overdueBusinessDays } } } }`,
    { v: vendorId },
    await portal.tokenFor('PREQUAL_REVIEWER'),
  );
  expect(row.body.errors).toBeUndefined();
  const [item] = row.body.data.prequalList.items as { overdueBusinessDays: number; categoryStatuses: { category: string; overdueBusinessDays: number | null }[] }[];
  expect(item!.overdueBusinessDays).toBeGreaterThan(5);
  expect(item!.categoryStatuses.filter((d) => d.overdueBusinessDays !== null).map((d) => `DEPARTMENT:${d.category}`)).toEqual(
    after.body.data.overdueReviews.stages.map((s: { key: string }) => s.key),
  );
});

it('the business days are a setting the system admin edits (audited); others may not', async () => {
  const admin = await portal.tokenFor('SYSTEM_ADMIN');
  expect((await portal.gql(SET, { d: 0 }, admin)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect((await portal.gql(SET, { d: 10 }, await portal.tokenFor('PREQUAL_ADMIN'))).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const set = await portal.gql(SET, { d: 60 }, admin);
  expect(set.body).toEqual({ data: { setOverdueReviewDays: 60 } });
  const res = await portal.gql(OVERDUE, {}, await portal.tokenFor('PREQUAL_VIEWER'));
  expect(res.body.data.overdueReviews).toMatchObject({ businessDays: 60, stages: [], reviews: [] });
  const rest = await portal.rest('PUT', '/admin/reminder-settings/overdue-review-days', { token: admin, body: { businessDays: 5 } });
  expect([rest.status, rest.body]).toEqual([200, 5]);
  const log = await portal.em().findOneOrFail(AuditLog, { action: 'REMINDER_SETTING_CHANGED' }, { orderBy: { performedAt: 'desc' } });
  expect(log.changes).toEqual({ value: { from: 60, to: 5 } });
});
