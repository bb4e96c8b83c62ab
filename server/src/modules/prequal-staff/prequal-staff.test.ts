import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { addTemplateVersion, begunPrequal, completeAnswers, formsOf, storedFileOf, TEST_FIELDS, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { completedPrequal, PAST_INSTANCE } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { Setting } from '../settings/index.js';
import { cycleOf, PrequalForm, Prequalification } from '../prequal/index.js';
import { carriedAnswers } from '../prequal-renewal/index.js';
import { submittedDateOf } from './prequal-staff.service.js';

/** Staff actions on a company's cycle: priority, submitted date, delete forms, renewal, answering on the vendor's behalf. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
  await portal.em().nativeUpdate(Setting, { key: 'safety-form-emp-count' }, { value: 11 });
});
afterAll(() => portal?.stop());

const PRIORITY =
  'mutation($v:ID!,$p:PrequalPriority!){ setPrequalPriority(vendorId:$v,priority:$p){ prequalId vendorId instance priority categoryStatuses { category status } } }';
const SUBMITTED_AT = 'mutation($v:ID!,$i:String!,$d:DateTimeISO!){ setPrequalSubmittedAt(vendorId:$v,instance:$i,submittedAt:$d){ instance year month submittedAt } }';
const DELETE = 'mutation($v:ID!,$i:String!){ deletePrequalForms(vendorId:$v,instance:$i) }';
const RENEW = 'mutation($v:ID!){ startRenewal(vendorId:$v){ instance prequalStatus editable forms { category status templateVersion } } }';
const SAVE = 'mutation($v:ID,$i:String!,$f:PrequalFormAnswersInput!){ savePrequalForm(vendorId:$v,instance:$i,form:$f){ category status version } }';
const SUBMIT = 'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus editable } }';

const token = (who: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' | 'VENDOR_ADMIN' = 'PREQUAL_ADMIN') => portal.tokenFor(who);
const vendorStatus = async () => (await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus;
const cycles = () => portal.em().find(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'asc' } });
const lastAudit = (action: string, entityId: string) => portal.em().findOneOrFail(AuditLog, { action, entityId }, { orderBy: { performedAt: 'desc' } });

const DAY = 24 * 60 * 60 * 1000;

describe('priority', () => {
  it("sets the newest cycle's priority (REST and GraphQL), audited; anything but LOW, MEDIUM, HIGH is refused", async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const rest = await portal.rest('PUT', `/vendor/prequal/${vendorId}/priority`, { token: await token(), body: { priority: 'HIGH' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ vendorId, instance, priority: 'HIGH' });
    expect(rest.body.categoryStatuses.map((c: { category: string; status: string }) => [c.category, c.status])).toEqual([
      ['SAFETY', 'DEPARTMENT_PENDING'],
      ['FINANCIAL', 'DEPARTMENT_PENDING'],
      ['LEGAL', 'DEPARTMENT_PENDING'],
    ]);
    const [cycle] = await cycles();
    expect(cycle!.priority).toBe('HIGH');
    expect((await lastAudit('PREQUAL_PRIORITY_CHANGED', cycle!.id)).changes).toMatchObject({ vendorId, instance, priority: { from: 'MEDIUM', to: 'HIGH' } });

    const gql = await portal.gql(PRIORITY, { v: vendorId, p: 'LOW' }, await token('SYSTEM_ADMIN'));
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.setPrequalPriority).toMatchObject({ prequalId: cycle!.id, priority: 'LOW' });

    const bad = await portal.rest('PUT', `/vendor/prequal/${vendorId}/priority`, { token: await token(), body: { priority: 'URGENT' } });
    expect([bad.status, bad.body.errors]).toEqual([400, { priority: 'priority must be LOW, MEDIUM or HIGH' }]);
    expect((await portal.rest('PUT', `/vendor/prequal/${vendorId}/priority`, { token: await token(), body: {} })).status).toBe(400);
  });

  it('a PREQUAL_REVIEWER sets the priority too: it edits everything in the department review table', async () => {
    await begunPrequal(portal, vendorId);
    const rest = await portal.rest('PUT', `/vendor/prequal/${vendorId}/priority`, { token: await token('PREQUAL_REVIEWER'), body: { priority: 'HIGH' } });
    expect([rest.status, rest.body.priority]).toEqual([200, 'HIGH']);
    const gql = await portal.gql(PRIORITY, { v: vendorId, p: 'LOW' }, await token('PREQUAL_REVIEWER'));
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.setPrequalPriority.priority).toBe('LOW');
    const [cycle] = await cycles();
    expect(cycle!.priority).toBe('LOW');
    expect((await lastAudit('PREQUAL_PRIORITY_CHANGED', cycle!.id)).changes).toMatchObject({ priority: { from: 'HIGH', to: 'LOW' } });
  });

  it('NOT_FOUND for a company that has begun no prequalification', async () => {
    const other = portal.users.otherVendorAdmin.vendor!.id;
    await portal.em().nativeDelete(Prequalification, { vendor: other });
    const res = await portal.rest('PUT', `/vendor/prequal/${other}/priority`, { token: await token(), body: { priority: 'HIGH' } });
    expect([res.status, res.body.message]).toEqual([404, 'This company has not begun prequalification yet.']);
  });
});

describe('submitted date', () => {
  it("the vendor's submit sets the cycle's submitted date", async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const fileId = await storedFileOf(portal, vendorId);
    const before = Date.now();
    const res = await portal.gql(
      SUBMIT,
      { i: instance, f: forms.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version })) },
      await token('VENDOR_ADMIN'),
    );
    expect(res.body.errors).toBeUndefined();
    const [cycle] = await cycles();
    expect(cycle!.status).toBe('ADMIN_REVIEW_PENDING');
    expect(cycle!.submittedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("edits a cycle's submitted date (REST: newest cycle, or the instance named; GraphQL), audited, answered as the cycle", async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const at = new Date(Date.now() - 30 * DAY).toISOString();
    const res = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/submitted-at`, { token: await token(), body: { submittedAt: at } });
    expect(res.status).toBe(200);
    const [year, month] = instance.split('-').map(Number);
    expect(res.body).toMatchObject({ vendorId, instance, year, month, submittedAt: at });
    const [cycle] = await cycles();
    expect(cycle!.submittedAt!.toISOString()).toBe(at);
    expect((await lastAudit('PREQUAL_SUBMITTED_AT_CHANGED', cycle!.id)).changes).toMatchObject({ vendorId, instance, submittedAt: { from: null, to: at } });

    const later = new Date(Date.now() + 3 * DAY).toISOString();
    const gql = await portal.gql(SUBMITTED_AT, { v: vendorId, i: instance, d: later }, await token('SYSTEM_ADMIN'));
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.setPrequalSubmittedAt).toMatchObject({ instance, submittedAt: later });

    const byInstance = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/submitted-at`, { token: await token(), body: { submittedAt: at, instance } });
    expect(byInstance.status).toBe(200);
    const missing = await portal.rest('PATCH', `/vendor/prequal/${vendorId}/submitted-at`, { token: await token(), body: { submittedAt: at, instance: '2001-01' } });
    expect([missing.status, missing.body.message]).toEqual([404, 'There is no prequalification 2001-01 of this company.']);
  });

  it("is required, a date, and within one year before to one year after today (the specification's messages)", async () => {
    await begunPrequal(portal, vendorId);
    const patch = async (body: unknown) => portal.rest('PATCH', `/vendor/prequal/${vendorId}/submitted-at`, { token: await token(), body });
    for (const body of [{}, { submittedAt: '' }, { submittedAt: null }]) {
      const res = await patch(body);
      expect([res.status, res.body.message, res.body.errors]).toEqual([400, 'Submitted Date is required', { submittedAt: 'Submitted Date is required' }]);
    }
    expect((await patch({ submittedAt: 'yesterday-ish' })).body.message).toBe('Invalid date format.');
    const far = await patch({ submittedAt: new Date(Date.now() - 400 * DAY).toISOString() });
    expect(far.status).toBe(400);
    expect(far.body.message).toMatch(/^Date must be between [A-Z][a-z]{2} \d{1,2}, \d{4} and [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect((await patch({ submittedAt: new Date(Date.now() + 400 * DAY).toISOString() })).status).toBe(400);
    const [cycle] = await cycles();
    expect(cycle!.submittedAt ?? null).toBeNull();
  });

  it('counts the window in whole days of the portal time zone, both ends included', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(submittedDateOf('2025-11-23T05:00:00Z', now).toISOString()).toBe('2025-11-23T05:00:00.000Z');
    expect(submittedDateOf('2027-11-24T04:59:00Z', now).toISOString()).toBe('2027-11-24T04:59:00.000Z');
    expect(() => submittedDateOf('2025-11-23T04:59:00Z', now)).toThrow('Date must be between Nov 23, 2025 and Nov 23, 2027.');
    expect(() => submittedDateOf('2027-11-24T05:00:00Z', now)).toThrow('Date must be between Nov 23, 2025 and Nov 23, 2027.');
    expect(() => submittedDateOf(undefined, now)).toThrow('Submitted Date is required');
    expect(() => submittedDateOf('2026-02-30T00:00:00Z', now)).toThrow('Invalid date format.');
    expect(() => submittedDateOf('2029-03-01T17:00:00Z', new Date('2028-02-29T15:00:00Z'))).toThrow('Date must be between Feb 28, 2027 and Feb 28, 2029.');
  });
});

describe('deleting the forms', () => {
  it('deletes an in-progress cycle and its forms (REST); the company is NOT_STARTED again, audited', async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const [cycle] = await cycles();
    const res = await portal.rest('DELETE', '/vendor/prequal', { token: await token(), body: { vendorId, instance } });
    expect([res.status, res.body]).toEqual([200, { deleted: true }]);
    expect(await cycles()).toEqual([]);
    expect(await portal.em().count(PrequalForm, { id: { $in: forms.map((f) => f.id) } })).toBe(0);
    expect(await vendorStatus()).toBe('NOT_STARTED');
    const log = await lastAudit('PREQUAL_FORMS_DELETED', cycle!.id);
    expect(log.performedBy).toBe(portal.users.PREQUAL_ADMIN.name);
    expect(log.changes).toMatchObject({ vendorId, instance, prequalStatus: { from: 'IN_PROGRESS', to: 'NOT_STARTED' } });
    expect((log.changes as { forms: unknown[] }).forms).toHaveLength(3);

    // The company may begin again at once.
    expect((await portal.rest('POST', `/vendor/begin-prequal/${vendorId}`, { token: await token() })).status).toBe(201);
  });

  it('a renewal cycle deleted (GraphQL): the company is AWAITING_RENEWAL again and the completed cycle stays', async () => {
    const completed = await completedPrequal(portal, vendorId);
    const renewed = await portal.gql(RENEW, { v: vendorId }, await token());
    expect(renewed.body.errors).toBeUndefined();
    const res = await portal.gql(DELETE, { v: vendorId, i: renewed.body.data.startRenewal.instance }, await token('SYSTEM_ADMIN'));
    expect(res.body).toEqual({ data: { deletePrequalForms: true } });
    expect((await cycles()).map((c) => c.id)).toEqual([completed.id]);
    expect(await vendorStatus()).toBe('AWAITING_RENEWAL');
    expect(await portal.em().count(PrequalForm, { prequalification: completed.id })).toBe(3);
  });

  it('refuses submitted forms (naming the status), a past cycle, an unknown instance and a missing one', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'ADMIN_REVIEW_PENDING' });
    const del = async (body: unknown) => portal.rest('DELETE', '/vendor/prequal', { token: await token(), body });
    const submitted = await del({ vendorId, instance });
    expect([submitted.status, submitted.body.message]).toEqual([409, 'This prequalification is waiting for admin review; it cannot be deleted.']);

    await completedPrequal(portal, vendorId);
    expect((await portal.gql(RENEW, { v: vendorId }, await token())).body.errors).toBeUndefined();
    const past = await del({ vendorId, instance: PAST_INSTANCE });
    expect([past.status, past.body.message]).toEqual([409, `The prequalification of ${PAST_INSTANCE} is a past one; its forms cannot be deleted.`]);
    expect((await del({ vendorId, instance: '2001-01' })).status).toBe(404);
    const noInstance = await del({ vendorId });
    expect([noInstance.status, noInstance.body.errors]).toEqual([400, { instance: 'instance is required' }]);
    expect((await del({ instance })).status).toBe(400);
    expect(await cycles()).toHaveLength(2);
  });
});

describe('renewal', () => {
  it("opens this month's cycle in progress (REST), pre-filled with the last completed cycle's answers, renewsId set, audited", async () => {
    const completed = await completedPrequal(portal, vendorId);
    const fileId = (completed && (await portal.em().find(PrequalForm, { prequalification: completed.id }))).find((f) => f.category === 'SAFETY')!.answers
      .safetyProgram as string;
    const res = await portal.rest('PUT', `/vendor/prequal/renewal/${vendorId}`, { token: await token() });
    expect(res.status).toBe(200);
    const instance = cycleOf(new Date());
    expect(res.body).toMatchObject({ instance, prequalStatus: 'IN_PROGRESS' });
    expect(res.body.forms.map((f: { status: string; template: { category: string } }) => [f.template.category, f.status])).toEqual([
      ['SAFETY', 'DRAFT'],
      ['FINANCIAL', 'DRAFT'],
      ['LEGAL', 'DRAFT'],
    ]);
    expect(await vendorStatus()).toBe('IN_PROGRESS');
    const renewal = (await cycles()).find((c) => c.cycle === instance)!;
    expect([renewal.status, renewal.renewsId]).toEqual(['IN_PROGRESS', completed.id]);
    const forms = (await formsOf(portal, vendorId)).filter((f) => f.prequalification.id === renewal.id);
    expect(Object.fromEntries(forms.map((f) => [f.category, f.answers]))).toEqual({
      SAFETY: completeAnswers('SAFETY', fileId),
      FINANCIAL: completeAnswers('FINANCIAL', fileId),
      LEGAL: completeAnswers('LEGAL', fileId),
    });
    const log = await lastAudit('PREQUAL_RENEWAL_STARTED', renewal.id);
    expect(log.changes).toMatchObject({
      vendorId,
      instance,
      renews: { id: completed.id, instance: PAST_INSTANCE },
      prequalStatus: { from: 'COMPLETED', to: 'IN_PROGRESS' },
    });

    // Staff and the company's admin may work the pre-filled forms; the vendor sees them editable.
    const set = await portal.gql('query{ prequalForms { editable forms { status } } }', {}, await token('VENDOR_ADMIN'));
    expect(set.body.data.prequalForms.editable).toBe(true);
  });

  it('carries only what still fits the newest template version, and the safety form follows the threshold', async () => {
    await completedPrequal(portal, vendorId, 'AWAITING_RENEWAL');
    // The financial form's newest version: the bank reference is now a number (the old text no longer fits), a new question.
    await addTemplateVersion(
      portal.em(),
      'FINANCIAL',
      [
        TEST_FIELDS.FINANCIAL[0]!,
        { slug: 'bankName', type: 'inputText', props: { label: 'Bank reference number', type: 'number' } },
        { slug: 'netWorth', type: 'inputText', props: { label: 'Net worth', type: 'currency', minVal: 0 } },
      ],
      'renewal test',
    );
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { noOfEmployees: 5 });
    try {
      const res = await portal.gql(RENEW, { v: vendorId }, await token('SYSTEM_ADMIN'));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.startRenewal).toMatchObject({ prequalStatus: 'IN_PROGRESS', editable: true });
      expect(res.body.data.startRenewal.forms.map((f: { category: string }) => f.category)).toEqual(['SAFETY_LITE', 'FINANCIAL', 'LEGAL']);
      const renewal = (await cycles()).find((c) => c.cycle === cycleOf(new Date()))!;
      const forms = await portal.em().find(PrequalForm, { prequalification: renewal.id });
      const answers = Object.fromEntries(forms.map((f) => [f.category, f.answers]));
      // SAFETY_LITE shares no question with the SAFETY form it follows: nothing carried.
      expect(answers).toEqual({ SAFETY_LITE: {}, FINANCIAL: { revenue2024: '12500000.00' }, LEGAL: completeAnswers('LEGAL', 'unused') });
      const log = await lastAudit('PREQUAL_RENEWAL_STARTED', renewal.id);
      expect((log.changes as { forms: { category: string; dropped: string[] }[] }).forms.find((f) => f.category === 'FINANCIAL')!.dropped).toEqual(['bankName']);
    } finally {
      await portal.em().nativeUpdate(Vendor, { id: vendorId }, { noOfEmployees: 42 });
      await useTestTemplates(portal);
    }
  });

  it('refuses a company not completed (naming its status), and a second cycle in one month', async () => {
    await begunPrequal(portal, vendorId);
    const inProgress = await portal.rest('PUT', `/vendor/prequal/renewal/${vendorId}`, { token: await token() });
    expect([inProgress.status, inProgress.body.message]).toEqual([409, 'This prequalification is in progress; it cannot be renewed.']);

    await completedPrequal(portal, vendorId);
    // A cycle of this month already there (begun, say, and completed within the month): refused, nothing changed.
    const em = portal.em();
    const [completed] = await cycles();
    await em.nativeUpdate(Prequalification, { id: completed!.id }, { cycle: cycleOf(new Date()) });
    const twice = await portal.rest('PUT', `/vendor/prequal/renewal/${vendorId}`, { token: await token() });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already began a prequalification this month/);
    expect(await vendorStatus()).toBe('COMPLETED');
  });

  it('carriedAnswers drops what a version refuses, cell by cell in repeatable groups', () => {
    const fileId = '00000000-0000-4000-8000-000000000001';
    const old = { ...completeAnswers('SAFETY', fileId), gone: 'x', competentPersons: [{ personName: 'Dana', certificate: fileId, badge: 'A1' }] };
    expect(carriedAnswers(TEST_FIELDS.SAFETY, old)).toEqual({
      answers: { ...completeAnswers('SAFETY', fileId), competentPersons: [{ personName: 'Dana', certificate: fileId }] },
      dropped: expect.arrayContaining(['gone', 'competentPersons.0.badge']),
    });
    expect(carriedAnswers(TEST_FIELDS.LEGAL, { litigation: 'maybe', w9Confirmed: true })).toEqual({ answers: { w9Confirmed: true }, dropped: ['litigation'] });
  });
});

describe("staff on the vendor's behalf", () => {
  it("read (GET /vendor/prequal/{id}), save (PATCH /vendor/prequal/{id}) and submit (GraphQL) a company's in-progress forms", async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const staff = await token('PREQUAL_ADMIN');
    const read = await portal.rest('GET', `/vendor/prequal/${vendorId}?category=FINANCIAL&instance=${instance}`, { token: staff });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'DRAFT', instance, version: 1, template: { category: 'FINANCIAL' } });

    const body = {
      status: 'DRAFT',
      version: 1,
      formTemplate: { category: 'FINANCIAL' },
      formFields: [{ slug: 'bankName', type: 'inputText', props: {}, userInput: 'Chesapeake Bank' }],
    };
    const saved = await portal.rest('PATCH', `/vendor/prequal/${vendorId}?source=prequal`, { token: staff, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'IN_PROGRESS', version: 2 });
    const financial = (await formsOf(portal, vendorId)).find((f) => f.category === 'FINANCIAL')!;
    expect([financial.answers, financial.updatedById]).toEqual([{ bankName: 'Chesapeake Bank' }, portal.users.PREQUAL_ADMIN.id]);
    expect((await lastAudit('PREQUAL_FORM_SAVED', financial.id)).performedBy).toBe(portal.users.PREQUAL_ADMIN.name);

    const reviewer = await portal.rest('PATCH', `/vendor/prequal/${vendorId}?source=prequal`, {
      token: await token('PREQUAL_REVIEWER'),
      body: { ...body, version: 2 },
    });
    expect(reviewer.status).toBe(403);
    const draft = await portal.gql(
      SAVE,
      { v: vendorId, i: instance, f: { category: 'LEGAL', answers: { litigation: 'no' }, version: 1 } },
      await token('SYSTEM_ADMIN'),
    );
    expect(draft.body.data.savePrequalForm).toMatchObject({ category: 'LEGAL', status: 'IN_PROGRESS', version: 2 });

    const fileId = await storedFileOf(portal, vendorId);
    const current = await formsOf(portal, vendorId);
    const submit = await portal.gql(
      SUBMIT,
      { v: vendorId, i: instance, f: current.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version })) },
      staff,
    );
    expect(submit.body.errors).toBeUndefined();
    expect(submit.body.data.submitPrequalForms).toEqual({ prequalStatus: 'ADMIN_REVIEW_PENDING', editable: false });
    expect(await vendorStatus()).toBe('ADMIN_REVIEW_PENDING');
    const [cycle] = await cycles();
    expect(cycle!.submittedAt).toBeInstanceOf(Date);
    expect(forms).toHaveLength(3);

    // Once submitted, nobody changes the forms: the company must be in progress.
    const late = await portal.rest('PATCH', `/vendor/prequal/${vendorId}`, { token: staff, body: { ...body, version: 2 } });
    expect([late.status, late.body.message]).toEqual([409, 'This prequalification is waiting for admin review; its forms cannot be changed.']);
  });

  it('staff must name the company in GraphQL; a vendor user only reads', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const unnamed = await portal.gql(SAVE, { i: instance, f: { category: 'LEGAL', answers: {}, version: 1 } }, await token('SYSTEM_ADMIN'));
    expect(unnamed.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const vendorUser = await portal.gql(SAVE, { v: vendorId, i: instance, f: { category: 'LEGAL', answers: {}, version: 1 } }, await portal.tokenFor('VENDOR_USER'));
    expect(vendorUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
