import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, resetPrequal, storedFileOf } from '../../../test/fixtures/prequal-fixtures.js';

/**
 * The dashboard's department cards (prequal_dashboard's departments' count, migration dashboard_department_count):
 * the pending decisions of the companies in department review, and nothing else a pending form could be. Forms
 * begin DEPARTMENT_PENDING, so a cycle in progress, in admin review or back with the vendor has pending forms that
 * must not count; the count reads the submitted ones of the cycles in department review.
 */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(async () => {
  if (portal) await resetPrequal(portal, vendorId);
  await portal?.stop();
});

const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }';
const ADMIN_REVIEW = 'mutation($v:ID!){ adminReview(vendorId:$v, approve:true){ prequalStatus } }';
const DECIDE = 'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }';
const SAVE = 'mutation($v:ID!,$i:String!,$f:PrequalFormAnswersInput!){ saveDepartmentForm(vendorId:$v,instance:$i,form:$f){ status } }';
const FINAL = 'mutation($v:ID!,$c:String){ finalDecision(vendorId:$v, status:IN_PROGRESS, commentText:$c){ prequalStatus } }';

/** The mutation as `who`; its data, failing the test on an error. */
async function run(who: Parameters<TestPortal['tokenFor']>[0], query: string, variables: Record<string, unknown>): Promise<Record<string, { prequalStatus?: string }>> {
  const res = await portal.gql(query, variables, await portal.tokenFor(who));
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

/** The department cards of GET /admin/dashboard (the GraphQL dashboard reads the same statement), by category. */
async function pending(): Promise<Record<string, number>> {
  const res = await portal.rest('GET', '/admin/dashboard', { token: await portal.tokenFor('PREQUAL_REVIEWER') });
  expect(res.status).toBe(200);
  const d = res.body as Record<'safety' | 'safety_lite' | 'financial' | 'legal', { pending: number }>;
  return { SAFETY: d.safety.pending, SAFETY_LITE: d.safety_lite.pending, FINANCIAL: d.financial.pending, LEGAL: d.legal.pending };
}

/** `base` with one more pending decision in each of `categories`. */
const plusOne = (base: Record<string, number>, categories: string[]) =>
  Object.fromEntries(Object.entries(base).map(([category, n]) => [category, n + (categories.includes(category) ? 1 : 0)]));

describe("the dashboard's department cards", () => {
  it('count a cycle only while it is in department review, each category until its decision; a department Save keeps it counted', async () => {
    const before = await pending();
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const categories = forms.map((f) => f.category);
    expect(categories).toHaveLength(3);
    // In progress: three pending forms, not counted.
    expect(await pending()).toEqual(before);

    const fileId = await storedFileOf(portal, vendorId);
    const answers = forms.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
    expect((await run('VENDOR_ADMIN', SUBMIT, { v: vendorId, i: instance, f: answers })).submitPrequalForms!.prequalStatus).toBe('ADMIN_REVIEW_PENDING');
    // In admin review: submitted and pending, still not counted.
    expect(await pending()).toEqual(before);

    expect((await run('PREQUAL_ADMIN', ADMIN_REVIEW, { v: vendorId })).adminReview!.prequalStatus).toBe('DEPARTMENT_REVIEW_PENDING');
    const inReview = plusOne(before, categories);
    expect(await pending()).toEqual(inReview);

    // The financial department corrects its form: it stays submitted, and counted.
    const financial = (await formsOf(portal, vendorId)).find((f) => f.category === 'FINANCIAL')!;
    const saved = await portal.gql(
      SAVE,
      { v: vendorId, i: instance, f: { category: 'FINANCIAL', version: financial.version, answers: completeAnswers('FINANCIAL', fileId) } },
      await portal.tokenFor('PREQUAL_REVIEWER'),
    );
    expect(saved.body.errors, JSON.stringify(saved.body.errors)).toBeUndefined();
    expect(saved.body.data.saveDepartmentForm.status).toBe('SUBMIT');
    expect(await pending()).toEqual(inReview);

    // Each decision takes its category off; the last sends the cycle to final review.
    await run('PREQUAL_REVIEWER', DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } });
    expect(await pending()).toEqual(
      plusOne(
        before,
        categories.filter((c) => c !== 'LEGAL'),
      ),
    );
    const safety = categories.find((c) => c.startsWith('SAFETY'))!;
    await run('PREQUAL_REVIEWER', DECIDE, { v: vendorId, i: { category: safety, status: 'DEPARTMENT_APPROVED' } });
    expect(await pending()).toEqual(plusOne(before, ['FINANCIAL']));
    const last = await run('PREQUAL_REVIEWER', DECIDE, {
      v: vendorId,
      i: { category: 'FINANCIAL', status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Working capital below the requirement.' },
    });
    expect(last.departmentDecision!.prequalStatus).toBe('FINAL_REVIEW_PENDING');
    expect(await pending()).toEqual(before);

    // Final review returns it to the vendor: every decision is pending again, in a cycle in progress: not counted.
    expect((await run('PREQUAL_ADMIN', FINAL, { v: vendorId, c: 'Please update the financial statements.' })).finalDecision!.prequalStatus).toBe('IN_PROGRESS');
    expect((await formsOf(portal, vendorId)).map((f) => f.departmentStatus)).toEqual(['DEPARTMENT_PENDING', 'DEPARTMENT_PENDING', 'DEPARTMENT_PENDING']);
    expect(await pending()).toEqual(before);

    // Submitted and approved again: counted again, once per category (the cycle's forms, not a second copy).
    const reopened = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
    await run('VENDOR_ADMIN', SUBMIT, { v: vendorId, i: instance, f: reopened });
    expect(await pending()).toEqual(before);
    await run('PREQUAL_ADMIN', ADMIN_REVIEW, { v: vendorId });
    expect(await pending()).toEqual(inReview);
  });
});
