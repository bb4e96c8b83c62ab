import type { DepartmentStatus, PrequalStatus } from '@portal/common/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';

/** The review pipeline's decisions, through GraphQL and REST, on a real database. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
});
afterAll(() => portal?.stop());

const ROW =
  'prequalStatus instance finalStatus commentText expiresAt reviewDays categoryStatuses { category status mitigationPlan commentText aggregateLimit singleLimit bondingLimit decidedByName }';
const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }';
const ADMIN_REVIEW = `mutation($v:ID!,$a:Boolean!,$c:String,$f:[PrequalFlagInput!]){ adminReview(vendorId:$v, approve:$a, commentText:$c, flags:$f){ ${ROW} } }`;
const DECIDE = `mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ ${ROW} } }`;
const FINAL = `mutation($v:ID!,$s:FinalDecision!,$c:String){ finalDecision(vendorId:$v, status:$s, commentText:$c){ ${ROW} } }`;
const LIMITS = `mutation($v:ID!,$s:String!,$b:String!,$a:String!){ setFinancialLimits(vendorId:$v, singleLimit:$s, bondingLimit:$b, aggregateLimit:$a){ ${ROW} } }`;

const as = (who: Parameters<TestPortal['tokenFor']>[0]) => portal.tokenFor(who);

/** The vendor submits its three forms (complete answers) as the company admin would. */
async function vendorSubmits(instance: string): Promise<void> {
  const fileId = await storedFileOf(portal, vendorId);
  const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
  const res = await portal.gql(SUBMIT, { v: vendorId, i: instance, f: forms }, await as('VENDOR_ADMIN'));
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.submitPrequalForms.prequalStatus).toBe('ADMIN_REVIEW_PENDING');
}

/** A fresh cycle of the demo company, submitted by the vendor. */
async function submitted(): Promise<string> {
  const { instance } = await begunPrequal(portal, vendorId);
  await vendorSubmits(instance);
  return instance;
}

/** A fresh cycle put straight at `status` (forms submitted, decisions as given), for the refusals. */
async function prequalAt(status: PrequalStatus, decided: Partial<Record<string, DepartmentStatus>> = {}): Promise<void> {
  const { forms } = await begunPrequal(portal, vendorId);
  const em = portal.em();
  await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: status });
  await em.nativeUpdate(Prequalification, { vendor: vendorId }, { status });
  for (const form of forms) {
    await em.nativeUpdate(
      PrequalForm,
      { id: form.id },
      { status: 'SUBMIT', departmentStatus: decided[form.category === 'SAFETY_LITE' ? 'SAFETY' : form.category] ?? 'DEPARTMENT_PENDING' },
    );
  }
}

const errorOf = (res: { body: { errors?: { message: string; extensions?: { code?: string } }[] } }) => res.body.errors?.[0];
const companyStatus = async () => (await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus;
const cycle = async () => portal.em().findOneOrFail(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc' } });
const actions = async (since: Date) =>
  (await portal.em().find(AuditLog, { performedAt: { $gte: since } }, { orderBy: { performedAt: 'asc', id: 'asc' } }))
    .filter((a) => (a.changes as { vendorId?: string } | null)?.vendorId === vendorId)
    .map((a) => a.action);

describe('the whole path', () => {
  it('submit -> return with a flagged question -> resubmit -> admin approve -> three department decisions -> final approval: COMPLETED, expiring in a year', async () => {
    const since = new Date(Date.now() - 1000);
    const instance = await submitted();

    // Admin review returns it with a comment and a flagged question.
    const returned = await portal.gql(
      ADMIN_REVIEW,
      { v: vendorId, a: false, c: 'Please give the audited revenue.', f: [{ category: 'FINANCIAL', path: 'revenue2024', note: 'Audited figure, please' }] },
      await as('PREQUAL_ADMIN'),
    );
    expect(returned.body.errors).toBeUndefined();
    expect(returned.body.data.adminReview).toMatchObject({ prequalStatus: 'IN_PROGRESS', commentText: 'Please give the audited revenue.' });
    expect(await companyStatus()).toBe('IN_PROGRESS');
    const reopened = await formsOf(portal, vendorId);
    expect(reopened.map((f) => f.status)).toEqual(['IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS']);
    expect(reopened.find((f) => f.category === 'FINANCIAL')!.flags).toEqual([{ path: 'revenue2024', note: 'Audited figure, please' }]);
    expect(reopened.find((f) => f.category === 'LEGAL')!.flags).toBeNull();
    // The vendor's own form shows the flag (GraphQL and REST).
    const vendorView = await portal.gql(
      'query($i:String){ prequalForms(instance:$i){ forms { category flags { path note } } } }',
      { i: instance },
      await as('VENDOR_ADMIN'),
    );
    expect(vendorView.body.data.prequalForms.forms.map((f: { flags: unknown[] }) => f.flags)).toEqual([
      [],
      [{ path: 'revenue2024', note: 'Audited figure, please' }],
      [],
    ]);
    const restView = await portal.rest('GET', `/vendor/prequal?category=FINANCIAL&instance=${instance}`, { token: await as('VENDOR_ADMIN') });
    expect(restView.body.flags).toEqual([{ path: 'revenue2024', note: 'Audited figure, please' }]);

    // The primary contact is told, with the flagged question in words and its note.
    const contact = (await portal.em().findOneOrFail(Vendor, { id: vendorId }, { populate: ['contacts'] })).contacts.getItems().find((c) => c.position === 0)!;
    const mail = await portal.mail.waitFor(contact.email!, /returned for corrections/);
    expect(mail.text).toContain('Comment: Please give the audited revenue.');
    expect(mail.text).toContain('- Financial: Revenue 2024 (Audited figure, please)');
    expect(mail.text).toContain('/vendor/prequal-form');

    // The vendor answers and submits again; admin review sends it to the departments.
    await vendorSubmits(instance);
    const approved = await portal.gql(ADMIN_REVIEW, { v: vendorId, a: true }, await as('PREQUAL_ADMIN'));
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.adminReview).toMatchObject({ prequalStatus: 'DEPARTMENT_REVIEW_PENDING', reviewDays: 0 });
    expect((await cycle()).departmentReviewStartedAt).toBeInstanceOf(Date);
    expect((await formsOf(portal, vendorId)).every((f) => !f.flags)).toBe(true);

    // The reviewer decides safety and legal; the cycle waits for the third.
    const reviewer = await as('PREQUAL_REVIEWER');
    const safety = await portal.gql(DECIDE, { v: vendorId, i: { category: 'SAFETY', status: 'DEPARTMENT_APPROVED' } }, reviewer);
    expect(safety.body.errors).toBeUndefined();
    expect(safety.body.data.departmentDecision.categoryStatuses[0]).toMatchObject({
      category: expect.stringMatching(/^SAFETY/),
      status: 'DEPARTMENT_APPROVED',
      decidedByName: expect.any(String),
    });
    const legal = await portal.rest('PUT', `/vendor/prequal/${vendorId}/prequal-status`, {
      token: reviewer,
      body: { category: 'LEGAL', status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Open litigation' },
    });
    expect(legal.status).toBe(200);
    expect(legal.body.prequalStatus).toBe('DEPARTMENT_REVIEW_PENDING');
    // A decided category cannot be changed.
    const again = await portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, reviewer);
    expect(errorOf(again)).toMatchObject({ message: 'The legal decision is already not approved; it cannot be changed.', extensions: { code: 'CONFLICT' } });
    const early = await portal.gql(FINAL, { v: vendorId, s: 'FINAL_APPROVED' }, await as('PREQUAL_ADMIN'));
    expect(errorOf(early)?.message).toBe('This prequalification is waiting for department review; it cannot be approved.');

    // Financial with risk mitigation: the limits are required, then the third decision sends it to final review.
    const missing = await portal.gql(
      DECIDE,
      { v: vendorId, i: { category: 'FINANCIAL', status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', mitigationPlan: 'Joint checks', singleLimit: '1' } },
      reviewer,
    );
    expect(errorOf(missing)).toMatchObject({ message: 'Aggregate Limit is required. Bonding Limit is required.', extensions: { code: 'BAD_USER_INPUT' } });
    const financial = await portal.gql(
      DECIDE,
      {
        v: vendorId,
        i: {
          category: 'FINANCIAL',
          status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
          mitigationPlan: 'Joint checks on every draw',
          aggregateLimit: '$5,000,000',
          singleLimit: '1,250,000.5',
          bondingLimit: '750000',
        },
      },
      reviewer,
    );
    expect(financial.body.errors).toBeUndefined();
    const row = financial.body.data.departmentDecision;
    expect(row.prequalStatus).toBe('FINAL_REVIEW_PENDING');
    expect(row.categoryStatuses[1]).toMatchObject({
      category: 'FINANCIAL',
      status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
      mitigationPlan: 'Joint checks on every draw',
      aggregateLimit: '5000000.00',
      singleLimit: '1250000.50',
      bondingLimit: '750000.00',
    });
    expect(await companyStatus()).toBe('FINAL_REVIEW_PENDING');

    // Final approval: COMPLETED, expiring a year after the decision.
    const before = Date.now();
    const final = await portal.gql(FINAL, { v: vendorId, s: 'FINAL_APPROVED_WITH_RISK_MITIGATION' }, await as('PREQUAL_ADMIN'));
    expect(final.body.errors).toBeUndefined();
    expect(final.body.data.finalDecision).toMatchObject({ prequalStatus: 'COMPLETED', finalStatus: 'FINAL_APPROVED_WITH_RISK_MITIGATION' });
    const done = await cycle();
    expect(done).toMatchObject({ status: 'COMPLETED', finalStatus: 'FINAL_APPROVED_WITH_RISK_MITIGATION' });
    const yearOut = new Date(before);
    yearOut.setUTCFullYear(yearOut.getUTCFullYear() + 1);
    expect(Math.abs(done.expiresAt!.getTime() - yearOut.getTime())).toBeLessThan(60_000);
    expect(await companyStatus()).toBe('COMPLETED');

    // The company heard of each decision, and of the completion with its limits and expiry (text and HTML).
    const financialMail = await portal.mail.waitFor(contact.email!, /Financial review of your prequalification/);
    expect(financialMail.text).toContain('Joint checks on every draw');
    const completed = await portal.mail.waitFor(contact.email!, /Your prequalification is complete/);
    expect(completed.text).toContain('$1,250,000.50');
    expect(completed.text).toContain(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' }).format(done.expiresAt!),
    );
    expect(completed.html).toContain('$5,000,000.00');

    // Every transition audited.
    expect(await actions(since)).toEqual(
      expect.arrayContaining(['PREQUAL_RETURNED', 'PREQUAL_ADMIN_APPROVED', 'PREQUAL_DEPARTMENT_DECIDED', 'PREQUAL_DEPARTMENTS_DECIDED', 'PREQUAL_FINAL_DECIDED']),
    );
    expect((await actions(since)).filter((a) => a === 'PREQUAL_DEPARTMENT_DECIDED')).toHaveLength(3);
  });
});

describe('refusals', () => {
  it('every move not in the tables is refused, naming the current status', async () => {
    const admin = await as('PREQUAL_ADMIN');
    await prequalAt('IN_PROGRESS');
    expect(errorOf(await portal.gql(ADMIN_REVIEW, { v: vendorId, a: true }, admin))?.message).toBe(
      'This prequalification is in progress; it cannot be approved in admin review.',
    );
    expect(errorOf(await portal.gql(FINAL, { v: vendorId, s: 'FINAL_APPROVED' }, admin))?.message).toBe('This prequalification is in progress; it cannot be approved.');

    await prequalAt('ADMIN_REVIEW_PENDING');
    const early = await portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, admin);
    expect(errorOf(early)).toMatchObject({
      message: 'This prequalification is waiting for admin review; its departments cannot decide now.',
      extensions: { code: 'CONFLICT' },
    });
    expect(errorOf(await portal.gql(FINAL, { v: vendorId, s: 'IN_PROGRESS', c: 'x' }, admin))?.message).toBe(
      'This prequalification is waiting for admin review; it cannot be returned to the vendor.',
    );

    await prequalAt('COMPLETED');
    const rest = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/prequal-status?mode=all`, { token: admin, body: { status: 'IN_PROGRESS', commentText: 'x' } });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe('This prequalification is completed; it cannot be returned from admin review.');
    expect(errorOf(await portal.gql(FINAL, { v: vendorId, s: 'FINAL_REJECTED', c: 'x' }, admin))?.message).toBe(
      'This prequalification is completed; it cannot be rejected.',
    );
    const limits = await portal.gql(LIMITS, { v: vendorId, s: '1', b: '2', a: '3' }, admin);
    expect(errorOf(limits)?.message).toBe('This prequalification is completed; its limits and mitigation plans cannot be changed now.');
    expect(await companyStatus()).toBe('COMPLETED');
  });

  it('approved with meeting is for financial only', async () => {
    await prequalAt('DEPARTMENT_REVIEW_PENDING');
    const res = await portal.gql(DECIDE, { v: vendorId, i: { category: 'SAFETY', status: 'DEPARTMENT_APPROVED_WITH_MEETING' } }, await as('PREQUAL_REVIEWER'));
    expect(errorOf(res)?.message).toBe('Approved with meeting is a decision of the financial category only.');
  });

  it('a return needs a comment; a flag must name a question of its form', async () => {
    await submitted();
    const admin = await as('PREQUAL_ADMIN');
    expect(errorOf(await portal.gql(ADMIN_REVIEW, { v: vendorId, a: false, c: '  ' }, admin))).toMatchObject({
      message: 'Comment is required.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badFlag = await portal.gql(ADMIN_REVIEW, { v: vendorId, a: false, c: 'Fix it', f: [{ category: 'LEGAL', path: 'revenue2024', note: 'n' }] }, admin);
    expect(errorOf(badFlag)?.message).toBe('There is no question "revenue2024" in the legal form.');
    expect(await companyStatus()).toBe('ADMIN_REVIEW_PENDING');
  });

  it('the reviewer cannot change the limits of a decided financial category; the admins can (final review popup)', async () => {
    await prequalAt('FINAL_REVIEW_PENDING', { SAFETY: 'DEPARTMENT_APPROVED', FINANCIAL: 'DEPARTMENT_APPROVED', LEGAL: 'DEPARTMENT_APPROVED' });
    const refused = await portal.gql(LIMITS, { v: vendorId, s: '1', b: '2', a: '3' }, await as('PREQUAL_REVIEWER'));
    expect(errorOf(refused)?.message).toBe('The financial decision is already approved; it cannot be changed.');
    const rest = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/financial-limits`, {
      token: await as('PREQUAL_ADMIN'),
      body: { single_limit: '$100,000', bonding_limit: '200000', aggregate_limit: '300000.25' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.categoryStatuses[1]).toMatchObject({ category: 'FINANCIAL', singleLimit: '100000.00', bondingLimit: '200000.00', aggregateLimit: '300000.25' });
    const missing = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/financial-limits`, { token: await as('PREQUAL_ADMIN'), body: { single_limit: '1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Aggregate Limit is required. Bonding Limit is required.');
  });
});

describe('final review', () => {
  it('Return to Vendor needs a comment, reopens the forms and resets the department decisions', async () => {
    await prequalAt('FINAL_REVIEW_PENDING', { SAFETY: 'DEPARTMENT_APPROVED', FINANCIAL: 'DEPARTMENT_NOT_APPROVED', LEGAL: 'DEPARTMENT_APPROVED' });
    const admin = await as('PREQUAL_ADMIN');
    expect(errorOf(await portal.gql(FINAL, { v: vendorId, s: 'IN_PROGRESS' }, admin))?.message).toBe('Comment is required.');
    const res = await portal.rest('PUT', `/vendor/prequal/${vendorId}/prequal-status?mode=all`, {
      token: admin,
      body: { status: 'IN_PROGRESS', commentText: 'Update the financial statements' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prequalStatus: 'IN_PROGRESS', commentText: 'Update the financial statements', finalStatus: null });
    const forms = await formsOf(portal, vendorId);
    expect(forms.map((f) => [f.status, f.departmentStatus])).toEqual([
      ['IN_PROGRESS', 'DEPARTMENT_PENDING'],
      ['IN_PROGRESS', 'DEPARTMENT_PENDING'],
      ['IN_PROGRESS', 'DEPARTMENT_PENDING'],
    ]);
    expect(await companyStatus()).toBe('IN_PROGRESS');
  });

  it('a rejection needs a comment and completes the cycle as FINAL_REJECTED, without expiry', async () => {
    await prequalAt('FINAL_REVIEW_PENDING', { SAFETY: 'DEPARTMENT_NOT_APPROVED', FINANCIAL: 'DEPARTMENT_NOT_APPROVED', LEGAL: 'DEPARTMENT_APPROVED' });
    const admin = await as('SYSTEM_ADMIN');
    expect(errorOf(await portal.gql(FINAL, { v: vendorId, s: 'FINAL_REJECTED', c: '' }, admin))?.message).toBe('Comment is required.');
    const res = await portal.gql(FINAL, { v: vendorId, s: 'FINAL_REJECTED', c: 'Safety record' }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.finalDecision).toMatchObject({ prequalStatus: 'COMPLETED', finalStatus: 'FINAL_REJECTED', expiresAt: null, commentText: 'Safety record' });
  });
});

describe('department statuses and mitigation plans (REST)', () => {
  it('PATCH .../department-statuses decides the categories named; the third sends the cycle to final review', async () => {
    await prequalAt('DEPARTMENT_REVIEW_PENDING');
    const reviewer = await as('PREQUAL_REVIEWER');
    const needsLimits = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/department-statuses`, {
      token: reviewer,
      body: { statuses: { FINANCIAL: 'DEPARTMENT_APPROVED' } },
    });
    expect(needsLimits.status).toBe(400);
    expect(needsLimits.body.message).toBe('Aggregate Limit is required. Single Limit is required. Bonding Limit is required.');

    const plans = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/mitigation-plans`, {
      token: reviewer,
      body: { mitigationPlans: { SAFETY: 'Weekly site audits' } },
    });
    expect(plans.status).toBe(200);
    const res = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/department-statuses?fromCompanyDetails=true`, {
      token: reviewer,
      body: { statuses: { SAFETY: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', FINANCIAL: 'DEPARTMENT_NOT_APPROVED', LEGAL: 'DEPARTMENT_APPROVED' } },
    });
    // Not approved needs a comment, and none was saved: nothing changes.
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Comment is required.');
    // Bond approval only needs the limits, not yet given.
    const noLimits = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/department-statuses`, {
      token: reviewer,
      body: { statuses: { SAFETY: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', FINANCIAL: 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY', LEGAL: 'DEPARTMENT_APPROVED' } },
    });
    expect(noLimits.status).toBe(400);
    await portal.rest('PATCH', `/vendor/prequal/${vendorId}/financial-limits`, {
      token: reviewer,
      body: { single_limit: '1000', bonding_limit: '2000', aggregate_limit: '3000' },
    });
    const decided = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/department-statuses`, {
      token: reviewer,
      body: { statuses: { SAFETY: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', FINANCIAL: 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY', LEGAL: 'DEPARTMENT_APPROVED' } },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.prequalStatus).toBe('FINAL_REVIEW_PENDING');
    expect(decided.body.categoryStatuses.map((c: { status: string }) => c.status)).toEqual([
      'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
      'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY',
      'DEPARTMENT_APPROVED',
    ]);
    expect(decided.body.categoryStatuses[0].mitigationPlan).toBe('Weekly site audits');
    expect(decided.body.categoryStatuses[1]).toMatchObject({ singleLimit: '1000.00', bondingLimit: '2000.00', aggregateLimit: '3000.00' });
  });
});

describe('concurrent decisions', () => {
  it('decisions on one company take turns: the last two categories at once send it to final review exactly once; one category twice at once is decided once', async () => {
    await prequalAt('DEPARTMENT_REVIEW_PENDING', { FINANCIAL: 'DEPARTMENT_NOT_APPROVED' });
    const since = new Date();
    const reviewer = await as('PREQUAL_REVIEWER');
    const both = await Promise.all([
      portal.gql(DECIDE, { v: vendorId, i: { category: 'SAFETY', status: 'DEPARTMENT_APPROVED' } }, reviewer),
      portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, await as('PREQUAL_ADMIN')),
    ]);
    expect(both.map((r) => r.body.errors)).toEqual([undefined, undefined]);
    expect(both.map((r) => r.body.data.departmentDecision.prequalStatus).sort()).toEqual(['DEPARTMENT_REVIEW_PENDING', 'FINAL_REVIEW_PENDING']);
    expect((await actions(since)).filter((a) => a === 'PREQUAL_DEPARTMENTS_DECIDED')).toHaveLength(1);
    expect(await companyStatus()).toBe('FINAL_REVIEW_PENDING');

    await prequalAt('DEPARTMENT_REVIEW_PENDING');
    const twice = await Promise.all([
      portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, reviewer),
      portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Open claims' } }, reviewer),
    ]);
    const refused = twice.filter((r) => r.body.errors);
    expect(refused).toHaveLength(1);
    expect(errorOf(refused[0]!)?.message).toMatch(/^The legal decision is already (approved|not approved); it cannot be changed\.$/);
  });
});

describe('the overall status by REST', () => {
  it('REJECTED is the final rejection (comment required)', async () => {
    await prequalAt('FINAL_REVIEW_PENDING', { SAFETY: 'DEPARTMENT_APPROVED', FINANCIAL: 'DEPARTMENT_NOT_APPROVED', LEGAL: 'DEPARTMENT_APPROVED' });
    const token = await as('PREQUAL_ADMIN');
    const bare = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/prequal-status?mode=all`, { token, body: { status: 'REJECTED' } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Comment is required.');
    const res = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/prequal-status?mode=all`, { token, body: { status: 'REJECTED', commentText: 'Financials' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prequalStatus: 'COMPLETED', finalStatus: 'FINAL_REJECTED', expiresAt: null });
    const unknown = await portal.rest('PUT', `/vendor/prequal/${vendorId}/prequal-status?mode=all`, { token, body: { status: 'SOMETHING' } });
    expect(unknown.status).toBe(400);
  });
});
