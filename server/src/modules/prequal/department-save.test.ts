import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { PrequalForm } from './prequal-form.entity.js';

/** The department review's Save ("Save submits the current form"), through GraphQL and REST, on a real database. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
});
afterAll(() => portal?.stop());

const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }';
const ADMIN_REVIEW = 'mutation($v:ID!){ adminReview(vendorId:$v, approve:true){ prequalStatus } }';
const DECIDE = 'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }';
const SAVE = 'mutation($v:ID!,$i:String!,$f:PrequalFormAnswersInput!){ saveDepartmentForm(vendorId:$v,instance:$i,form:$f){ id version status } }';

const as = (who: Parameters<TestPortal['tokenFor']>[0]) => portal.tokenFor(who);

/** A fresh cycle submitted by the vendor with complete answers; sent to the departments when `toDepartments`. */
async function cycle(toDepartments = true): Promise<string> {
  const { instance } = await begunPrequal(portal, vendorId);
  const fileId = await storedFileOf(portal, vendorId);
  const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
  expect((await portal.gql(SUBMIT, { v: vendorId, i: instance, f: forms }, await as('VENDOR_ADMIN'))).body.errors).toBeUndefined();
  if (toDepartments) expect((await portal.gql(ADMIN_REVIEW, { v: vendorId }, await as('PREQUAL_ADMIN'))).body.errors).toBeUndefined();
  return instance;
}

async function financial(): Promise<PrequalForm> {
  return (await formsOf(portal, vendorId)).find((f) => f.category === 'FINANCIAL')!;
}

describe('saveDepartmentForm', () => {
  it("keeps the reviewer's corrections: the form stays submitted with its submitted date, the company in department review, audited", async () => {
    const instance = await cycle();
    const before = await financial();
    const answers = { revenue2024: '13100000.00', bankName: 'Chesapeake Bank, Annapolis' };
    const res = await portal.gql(SAVE, { v: vendorId, i: instance, f: { category: 'FINANCIAL', version: before.version, answers } }, await as('PREQUAL_REVIEWER'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.saveDepartmentForm).toMatchObject({ status: 'SUBMIT', version: before.version + 1 });

    const after = await financial();
    expect(after.answers).toMatchObject({ bankName: 'Chesapeake Bank, Annapolis' });
    expect(after.status).toBe('SUBMIT');
    expect(after.departmentStatus).toBe('DEPARTMENT_PENDING');
    expect(after.submittedAt?.toISOString()).toBe(before.submittedAt?.toISOString());
    const audit = await portal.em().findOne(AuditLog, { entityId: after.id, action: 'PREQUAL_FORM_SAVED' }, { orderBy: { performedAt: 'desc' } });
    expect(audit?.changes).toMatchObject({ category: 'FINANCIAL', changedFields: expect.arrayContaining(['revenue2024', 'bankName']) });
  });

  it('checks the answers complete, naming the field, and changes nothing', async () => {
    const instance = await cycle();
    const before = await financial();
    const res = await portal.gql(
      SAVE,
      { v: vendorId, i: instance, f: { category: 'FINANCIAL', version: before.version, answers: { revenue2024: '' } } },
      await as('PREQUAL_REVIEWER'),
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toContain('Bank reference');
    expect((await financial()).answers).toEqual(before.answers);
  });

  it("refuses a decided department's form, a company not in department review and a stale version", async () => {
    let instance = await cycle();
    const decided = await portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, await as('PREQUAL_REVIEWER'));
    expect(decided.body.errors).toBeUndefined();
    const legal = (await formsOf(portal, vendorId)).find((f) => f.category === 'LEGAL')!;
    const onDecided = await portal.gql(
      SAVE,
      { v: vendorId, i: instance, f: { category: 'LEGAL', version: legal.version, answers: completeAnswers('LEGAL', '') } },
      await as('PREQUAL_REVIEWER'),
    );
    expect(onDecided.body.errors[0]).toMatchObject({ message: 'The legal form has been decided; it cannot be changed.', extensions: { code: 'CONFLICT' } });

    const stale = await portal.gql(
      SAVE,
      { v: vendorId, i: instance, f: { category: 'FINANCIAL', version: (await financial()).version - 1, answers: completeAnswers('FINANCIAL', '') } },
      await as('PREQUAL_REVIEWER'),
    );
    expect(stale.body.errors[0].extensions.code).toBe('CONFLICT');

    instance = await cycle(false);
    const inAdminReview = await portal.gql(
      SAVE,
      { v: vendorId, i: instance, f: { category: 'FINANCIAL', version: (await financial()).version, answers: completeAnswers('FINANCIAL', '') } },
      await as('PREQUAL_ADMIN'),
    );
    expect(inAdminReview.body.errors[0].extensions.code).toBe('CONFLICT');
  });
});

describe('PATCH /vendor/prequal/{id}?source=departmentReview', () => {
  const body = (instance: string, version: number, status = 'SUBMIT') => ({
    status,
    instance,
    version,
    formTemplate: { category: 'FINANCIAL' },
    formFields: [
      { slug: 'revenue2024', type: 'inputText', props: {}, userInput: '9900000.00' },
      { slug: 'bankName', type: 'inputText', props: {}, userInput: 'Severn Savings' },
    ],
  });

  it('saves the form as the reviewer corrected it, and refuses a draft', async () => {
    const instance = await cycle();
    const { version } = await financial();
    const draft = await portal.rest('PATCH', `/vendor/prequal/${vendorId}?source=departmentReview`, {
      token: await as('PREQUAL_REVIEWER'),
      body: body(instance, version, 'DRAFT'),
    });
    expect(draft.status).toBe(400);
    expect(draft.body.message).toBe('status must be SUBMIT: the department review saves a form complete');

    const saved = await portal.rest('PATCH', `/vendor/prequal/${vendorId}?source=departmentReview`, {
      token: await as('PREQUAL_REVIEWER'),
      body: body(instance, version),
    });
    expect(saved.status).toBe(200);
    expect((await financial()).answers).toMatchObject({ bankName: 'Severn Savings' });
  });

  it("keeps the reviewer out of the in-progress form's save (the vendor's or the editors')", async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const { version } = forms.find((f) => f.category === 'FINANCIAL')!;
    const res = await portal.rest('PATCH', `/vendor/prequal/${vendorId}?source=prequal`, {
      token: await as('PREQUAL_REVIEWER'),
      body: body(instance, version, 'DRAFT'),
    });
    expect(res.status).toBe(403);
  });
});
