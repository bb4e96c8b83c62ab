import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import {
  addTemplateVersion,
  begunPrequal,
  completeAnswers,
  formsOf,
  resetPrequal,
  storedFileOf,
  TEST_FIELDS,
  useTestTemplates,
} from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import type { FormGroupField } from '@portal/common/forms/field-model';
import type { PrequalForm } from './prequal-form.entity.js';
import { Prequalification } from './prequalification.entity.js';

/** The vendor's three forms: read, saved as drafts, submitted; every answer checked on the server. */
let portal: TestPortal;
let vendorId: string;
let otherVendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  otherVendorId = portal.users.otherVendorAdmin.vendor!.id;
  await useTestTemplates(portal);
});
afterAll(() => portal?.stop());

const STALE = 'This form was changed in another tab or by someone else. Reload it to see the latest answers.';
const FORMS = `query($v:ID,$i:String){ prequalForms(vendorId:$v, instance:$i){ vendorId instance prequalStatus editable forms { id category status instance version templateVersion fields updatedAt } } }`;
const SAVE = `mutation($v:ID,$i:String!,$f:PrequalFormAnswersInput!){ savePrequalForm(vendorId:$v,instance:$i,form:$f){ id category status version templateVersion fields } }`;
const SUBMIT = `mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus editable forms { category status version } } }`;

const admin = () => portal.tokenFor('VENDOR_ADMIN');
const byCategory = (forms: PrequalForm[], category: string) => forms.find((f) => f.category === category)!;
const fresh = async (id: string) => (await formsOf(portal, id)).map((f) => ({ category: f.category, status: f.status, version: f.version, answers: f.answers }));

async function save(instance: string, form: { category: string; answers: unknown; version: number }, token?: string) {
  return portal.gql(SAVE, { i: instance, f: form }, token ?? (await admin()));
}

describe('reading the forms', () => {
  it('answers GET /vendor/prequal as agreed: the form with its template version and the fields filled with answers', async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const safety = byCategory(forms, 'SAFETY');
    const res = await portal.rest('GET', `/vendor/prequal?category=SAFETY&instance=${instance}`, { token: await admin() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: safety.id,
      status: 'DRAFT',
      instance,
      version: 1,
      template: { category: 'SAFETY', version: safety.template.version },
      fields: TEST_FIELDS.SAFETY,
      // Questions returned for correction by the admin review: none on a new form.
      flags: [],
      // The cycle's return notice (GraphQL's PrequalFormSet.returned): none before a return.
      returned: null,
    });

    // Answers come back in their fields' userInput, nested groups included.
    expect((await save(instance, { category: 'SAFETY', answers: { emr2024: '0.91', drugTesting: 'yes' }, version: 1 })).body.errors).toBeUndefined();
    const filled = await portal.rest('GET', `/vendor/prequal?category=SAFETY`, { token: await portal.tokenFor('VENDOR_USER') });
    expect(filled.body.version).toBe(2);
    expect(filled.body.fields[0].children[0]).toEqual({ ...(TEST_FIELDS.SAFETY[0] as FormGroupField).children[0], userInput: 0.91 });
    expect(filled.body.fields[1].userInput).toBe('yes');
    expect(filled.body.fields[2]).not.toHaveProperty('userInput');
  });

  it('staff name the company; the safety tab is found whether it holds SAFETY or SAFETY_LITE', async () => {
    await resetPrequal(portal, otherVendorId, { noOfEmployees: 7 });
    const begun = await portal.rest('POST', `/vendor/begin-prequal/${otherVendorId}`, { token: await portal.tokenFor('otherVendorAdmin') });
    expect(begun.body.forms[0].template.category).toBe('SAFETY_LITE');

    const reviewer = await portal.tokenFor('PREQUAL_REVIEWER');
    expect((await portal.rest('GET', '/vendor/prequal?category=SAFETY', { token: reviewer })).status).toBe(400);
    const lite = await portal.rest('GET', `/vendor/prequal?category=SAFETY&vendorId=${otherVendorId}`, { token: reviewer });
    expect(lite.body).toMatchObject({ status: 'DRAFT', template: { category: 'SAFETY_LITE' } });
    expect(lite.body.fields.map((f: { slug: string }) => f.slug)).toEqual(['liteProgram', 'liteDrugTesting']);
    expect((await portal.rest('GET', '/vendor/prequal?category=HEALTH', { token: await admin() })).status).toBe(400);
  });

  it('prequalForms: three forms in tab order; editable for the company admin (and staff on its behalf) while in progress; NOT_FOUND before any begin', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const asAdmin = await portal.gql(FORMS, {}, await admin());
    expect(asAdmin.body.data.prequalForms).toMatchObject({ vendorId, instance, prequalStatus: 'IN_PROGRESS', editable: true });
    expect(asAdmin.body.data.prequalForms.forms.map((f: { category: string }) => f.category)).toEqual(['SAFETY', 'FINANCIAL', 'LEGAL']);
    expect((await portal.gql(FORMS, {}, await portal.tokenFor('VENDOR_USER'))).body.data.prequalForms.editable).toBe(false);
    // Staff with prequal.review answer on the vendor's behalf (the In Progress tab); the other internal roles only read.
    expect((await portal.gql(FORMS, { v: vendorId }, await portal.tokenFor('SYSTEM_ADMIN'))).body.data.prequalForms.editable).toBe(true);
    expect((await portal.gql(FORMS, { v: vendorId }, await portal.tokenFor('PREQUAL_REVIEWER'))).body.data.prequalForms.editable).toBe(false);

    await resetPrequal(portal, otherVendorId);
    const none = await portal.gql(FORMS, {}, await portal.tokenFor('otherVendorAdmin'));
    expect(none.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await portal.gql(FORMS, { i: '2001-01' }, await admin())).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('saving a draft', () => {
  it('keeps an incomplete draft, typed and cleaned; the form moves to IN_PROGRESS and its version up by one', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const res = await save(instance, { category: 'FINANCIAL', answers: { revenue2024: '$1,250,000.5' }, version: 1 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.savePrequalForm).toMatchObject({ category: 'FINANCIAL', status: 'IN_PROGRESS', version: 2 });
    expect(res.body.data.savePrequalForm.fields[0].userInput).toBe('1250000.50');
    const financial = byCategory(await formsOf(portal, vendorId), 'FINANCIAL');
    expect([financial.status, financial.version, financial.answers]).toEqual(['IN_PROGRESS', 2, { revenue2024: '1250000.50' }]);
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'PREQUAL_FORM_SAVED', entityId: financial.id });
    expect(log.changes).toMatchObject({ category: 'FINANCIAL', status: { from: 'DRAFT', to: 'IN_PROGRESS' }, changedFields: ['revenue2024'] });
    // The company stays in progress.
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('IN_PROGRESS');
  });

  it('refuses wrong types, oversized text, garbage and unknown slugs, naming each field; nothing written', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const before = await fresh(vendorId);

    const wrongType = await save(instance, { category: 'SAFETY', answers: { fatalities: 'many', drugTesting: 'maybe' }, version: 1 });
    expect(wrongType.body.errors[0].message).toBe('Fatalities: Must be a whole number. Drug testing program: Choose one of the options.');
    expect(wrongType.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { fatalities: 'Must be a whole number', drugTesting: 'Choose one of the options' },
    });

    const oversized = await save(instance, { category: 'FINANCIAL', answers: { bankName: 'B'.repeat(501) }, version: 1 });
    expect(oversized.body.errors[0].extensions.fieldErrors).toEqual({ bankName: 'Must be at most 500 characters' });

    const garbage = await save(instance, { category: 'SAFETY', answers: { emr2024: { $gt: 0 }, fatalities: [1, 2] }, version: 1 });
    expect(garbage.body.errors[0].extensions.fieldErrors).toEqual({ emr2024: 'Must be a number', fatalities: 'Must be a whole number' });
    const notAnObject = await save(instance, { category: 'SAFETY', answers: 'emr2024=9', version: 1 });
    expect(notAnObject.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const unknown = await save(instance, { category: 'FINANCIAL', answers: { bankName: 'Bank', netWorth: '1' }, version: 1 });
    expect(unknown.body.errors[0].extensions.fieldErrors).toEqual({ netWorth: 'Unknown field' });

    const rows = await save(instance, { category: 'SAFETY', answers: { competentPersons: [{ personName: 'Ann' }, { personName: 'Bo', hat: 'red' }] }, version: 1 });
    expect(rows.body.errors[0].extensions.fieldErrors).toEqual({ 'competentPersons.1.hat': 'Unknown field' });

    expect(await fresh(vendorId)).toEqual(before);
  });

  it('keeps answers outside their limits in a draft (the typing survives a reload); Submit refuses them, naming each field', async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const fileId = await storedFileOf(portal, vendorId);
    const saved = await save(instance, { category: 'SAFETY', answers: { emr2024: '9', fatalities: -1, drugTesting: 'yes' }, version: 1 });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.savePrequalForm).toMatchObject({ status: 'IN_PROGRESS', version: 2 });
    expect(byCategory(await formsOf(portal, vendorId), 'SAFETY').answers).toEqual({ emr2024: 9, fatalities: -1, drugTesting: 'yes' });
    // Read back as the form loads after a reload.
    const reloaded = await portal.rest('GET', '/vendor/prequal?category=SAFETY', { token: await admin() });
    expect(reloaded.body.fields[0].children.map((f: { userInput?: unknown }) => f.userInput)).toEqual([9, -1]);

    // The unload save's REST body keeps them too.
    const tree = structuredClone(reloaded.body.fields);
    tree[0].children[0].userInput = '1.05';
    const unload = await portal.rest('POST', '/vendor/prequal', {
      token: await admin(),
      body: { formTemplate: { category: 'SAFETY' }, formFields: { fields: tree }, status: 'DRAFT', version: 2, instance },
    });
    expect(unload.status).toBe(200);
    expect(byCategory(await formsOf(portal, vendorId), 'SAFETY').answers).toMatchObject({ emr2024: 1.05, fatalities: -1 });

    // Submit demands validity: the out-of-range answers are refused by name, nothing is submitted.
    const all = forms.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.category === 'SAFETY' ? 3 : f.version }));
    all[0]!.answers = { ...all[0]!.answers, emr2024: 9, fatalities: -1 };
    const refused = await portal.gql(SUBMIT, { i: instance, f: all }, await admin());
    expect(refused.body.errors[0].message).toBe('Safety: EMR 2024: Must be at most 5. Fatalities: Must be at least 0.');
    expect(refused.body.errors[0].extensions.fieldErrors).toEqual({ 'SAFETY:emr2024': 'Must be at most 5', 'SAFETY:fatalities': 'Must be at least 0' });
    expect((await fresh(vendorId)).map((f) => f.status)).toEqual(expect.not.arrayContaining(['SUBMIT']));
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('IN_PROGRESS');
  });

  it("refuses a fileId that is not one of the company's files (another company's, or none at all)", async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const theirs = await storedFileOf(portal, otherVendorId, 'their-program.pdf');
    const ours = await storedFileOf(portal, vendorId);

    const foreign = await save(instance, { category: 'SAFETY', answers: { safetyProgram: theirs }, version: 1 });
    expect(foreign.body.errors[0].message).toBe("Written safety program: Must be one of your company's files.");
    expect(foreign.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { safetyProgram: "Must be one of your company's files" } });

    const inRow = await save(instance, {
      category: 'SAFETY',
      answers: {
        safetyProgram: ours,
        competentPersons: [
          { personName: 'Ann', certificate: ours },
          { personName: 'Bo', certificate: crypto.randomUUID() },
        ],
      },
      version: 1,
    });
    expect(inRow.body.errors[0].message).toBe("Competent persons, row 2: Certificate: Must be one of your company's files.");
    expect(inRow.body.errors[0].extensions.fieldErrors).toEqual({ 'competentPersons.1.certificate': "Must be one of your company's files" });
    expect(byCategory(await formsOf(portal, vendorId), 'SAFETY').version).toBe(1);

    const own = await save(instance, {
      category: 'SAFETY',
      answers: { safetyProgram: ours, competentPersons: [{ personName: 'Ann', certificate: ours }] },
      version: 1,
    });
    expect(own.body.errors).toBeUndefined();
  });

  it('refuses a stale save (a second tab) with 409 and writes nothing', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const token = await admin();
    const first = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: {
        formTemplate: { category: 'LEGAL' },
        formFields: [{ slug: 'litigation', type: 'radio', props: {}, userInput: 'no' }],
        status: 'DRAFT',
        version: 1,
        instance,
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    const second = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: {
        formTemplate: { category: 'LEGAL' },
        formFields: [{ slug: 'litigation', type: 'radio', props: {}, userInput: 'yes' }],
        status: 'DRAFT',
        version: 1,
        instance,
      },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: STALE, type: 'CONFLICT' });
    expect((await save(instance, { category: 'LEGAL', answers: { litigation: 'yes' }, version: 1 })).body.errors[0]).toMatchObject({
      message: STALE,
      extensions: { code: 'CONFLICT' },
    });
    const legal = byCategory(await formsOf(portal, vendorId), 'LEGAL');
    expect([legal.version, legal.answers]).toEqual([2, { litigation: 'no' }]);
    expect(await portal.em().count(AuditLog, { action: 'PREQUAL_FORM_SAVED', entityId: legal.id })).toBe(1);
  });

  it('POST /vendor/prequal reads answers from the posted tree (a list or { fields }), never its props: the template decides', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const token = await admin();
    const got = await portal.rest('GET', '/vendor/prequal?category=SAFETY', { token });
    const tree = structuredClone(got.body.fields);
    tree[0].children[0].userInput = '4.5';
    tree[1].userInput = 'no';
    const saved = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: { formTemplate: { category: 'SAFETY' }, formFields: { fields: tree }, status: 'DRAFT', version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'IN_PROGRESS', version: 2, instance, template: { category: 'SAFETY' } });
    expect(byCategory(await formsOf(portal, vendorId), 'SAFETY').answers).toEqual({ emr2024: 4.5, drugTesting: 'no' });

    // A client widening a limit in its copy of the template changes nothing.
    tree[0].children[0].props.maxVal = 100;
    tree[0].children[0].userInput = 50;
    const widened = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: { formTemplate: { category: 'SAFETY' }, formFields: tree, status: 'DRAFT', version: 2 },
    });
    // It is kept as a draft (out of range answers are), but the template's limit still decides at Submit.
    expect(widened.status).toBe(200);
    const submitted = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: { formTemplate: { category: 'SAFETY' }, formFields: tree, status: 'SUBMIT', version: 3 },
    });
    expect(submitted.status).toBe(400);
    expect(submitted.body).toMatchObject({ type: 'BAD_USER_INPUT', errors: { emr2024: 'Must be at most 5' } });

    const malformed = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: { formTemplate: { category: 'SAFETY' }, formFields: 'emr=1', status: 'DRAFT', version: 3 },
    });
    expect(malformed.status).toBe(400);
    const noVersion = await portal.rest('POST', '/vendor/prequal', { token, body: { formTemplate: { category: 'SAFETY' }, formFields: [], status: 'DRAFT' } });
    expect(noVersion.body.errors).toHaveProperty('version');
  });

  it('a VENDOR_USER reads the forms but cannot save them', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const token = await portal.tokenFor('VENDOR_USER');
    expect((await portal.rest('GET', '/vendor/prequal?category=LEGAL', { token })).status).toBe(200);
    const res = await portal.rest('POST', '/vendor/prequal', {
      token,
      body: {
        formTemplate: { category: 'LEGAL' },
        formFields: [{ slug: 'litigation', type: 'radio', props: {}, userInput: 'no' }],
        status: 'DRAFT',
        version: 1,
        instance,
      },
    });
    expect(res.status).toBe(403);
    expect((await save(instance, { category: 'LEGAL', answers: { litigation: 'no' }, version: 1 }, token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(byCategory(await formsOf(portal, vendorId), 'LEGAL').version).toBe(1);
  });
});

describe('submitting', () => {
  it('REST SUBMIT checks a form completely and marks it SUBMIT; the third submitted form moves the company to ADMIN_REVIEW_PENDING', async () => {
    const { instance } = await begunPrequal(portal, vendorId);
    const token = await admin();
    const fileId = await storedFileOf(portal, vendorId);
    const post = (category: string, answers: Record<string, unknown>, version: number) =>
      portal.rest('POST', '/vendor/prequal', {
        token,
        body: {
          formTemplate: { category },
          formFields: Object.entries(answers).map(([slug, userInput]) => ({ slug, type: 'inputText', props: {}, userInput })),
          status: 'SUBMIT',
          version,
          instance,
        },
      });

    const incomplete = await post('FINANCIAL', { revenue2024: '100' }, 1);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ message: 'Bank reference: Required.', errors: { bankName: 'Required' } });

    expect((await post('FINANCIAL', completeAnswers('FINANCIAL', fileId), 1)).body).toMatchObject({ status: 'SUBMIT', version: 2 });
    expect((await post('LEGAL', completeAnswers('LEGAL', fileId), 1)).body.status).toBe('SUBMIT');
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('IN_PROGRESS');
    // A submitted form is read only.
    expect((await post('LEGAL', completeAnswers('LEGAL', fileId), 2)).status).toBe(409);

    expect((await post('SAFETY', completeAnswers('SAFETY', fileId), 1)).body.status).toBe('SUBMIT');
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('ADMIN_REVIEW_PENDING');
    const cycle = await portal.em().findOneOrFail(Prequalification, { vendor: vendorId, cycle: instance });
    expect(cycle.status).toBe('ADMIN_REVIEW_PENDING');
    expect(await portal.em().count(AuditLog, { action: 'PREQUAL_FORM_SUBMITTED', entityId: { $in: (await formsOf(portal, vendorId)).map((f) => f.id) } })).toBe(3);
    expect(await portal.em().count(AuditLog, { action: 'PREQUAL_SUBMITTED', entityId: cycle.id })).toBe(1);

    // In review, nothing is editable any more.
    expect((await portal.gql(FORMS, {}, token)).body.data.prequalForms).toMatchObject({ prequalStatus: 'ADMIN_REVIEW_PENDING', editable: false });
  });

  it('submitPrequalForms is all or nothing: every error of every form at once (keyed CATEGORY:path), nothing written', async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const fileId = await storedFileOf(portal, vendorId);
    const before = await fresh(vendorId);
    const answers = forms.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
    answers[1]!.answers = { revenue2024: 'lots' };
    delete answers[2]!.answers.litigation;

    const refused = await portal.gql(SUBMIT, { i: instance, f: answers }, await admin());
    expect(refused.body.errors[0].message).toBe(
      'Financial: Revenue 2024: Must be an amount such as 1234.56. Bank reference: Required. Legal: Pending litigation: Required.',
    );
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'FINANCIAL:revenue2024': 'Must be an amount such as 1234.56', 'FINANCIAL:bankName': 'Required', 'LEGAL:litigation': 'Required' },
    });
    expect(await fresh(vendorId)).toEqual(before);
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('IN_PROGRESS');

    const missing = await portal.gql(SUBMIT, { i: instance, f: answers.slice(0, 1) }, await admin());
    expect(missing.body.errors[0].message).toMatch(/financial, legal missing/);
  });

  it('submitPrequalForms with every form complete submits all three and moves the company to ADMIN_REVIEW_PENDING', async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const fileId = await storedFileOf(portal, vendorId);
    const res = await portal.gql(
      SUBMIT,
      { i: instance, f: forms.map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version })) },
      await admin(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitPrequalForms).toEqual({
      prequalStatus: 'ADMIN_REVIEW_PENDING',
      editable: false,
      forms: [
        { category: 'SAFETY', status: 'SUBMIT', version: 2 },
        { category: 'FINANCIAL', status: 'SUBMIT', version: 2 },
        { category: 'LEGAL', status: 'SUBMIT', version: 2 },
      ],
    });
    expect((await portal.em().findOneOrFail(Vendor, { id: vendorId })).prequalStatus).toBe('ADMIN_REVIEW_PENDING');
    expect(byCategory(await formsOf(portal, vendorId), 'SAFETY').answers).toEqual(completeAnswers('SAFETY', fileId));
    // A save once submitted is refused.
    expect((await save(instance, { category: 'LEGAL', answers: {}, version: 2 })).body.errors[0].extensions.code).toBe('CONFLICT');
  });
});

describe('template versions', () => {
  it('a form keeps the template version it began on after a new version is saved; forms begun later get the new one', async () => {
    const { instance, forms } = await begunPrequal(portal, vendorId);
    const began = byCategory(forms, 'FINANCIAL').template.version;
    const next = await addTemplateVersion(portal.em(), 'FINANCIAL', [
      ...TEST_FIELDS.FINANCIAL,
      { slug: 'netWorth', type: 'inputText', props: { label: 'Net worth', type: 'currency' } },
    ]);
    expect(next.version).toBe(began + 1);

    const read = await portal.rest('GET', '/vendor/prequal?category=FINANCIAL', { token: await admin() });
    expect(read.body.template.version).toBe(began);
    expect(read.body.fields.map((f: { slug: string }) => f.slug)).toEqual(['revenue2024', 'bankName']);
    // Answers are checked against the form's own version: the new question is unknown to it.
    const refused = await save(instance, { category: 'FINANCIAL', answers: { netWorth: '10' }, version: 1 });
    expect(refused.body.errors[0].extensions.fieldErrors).toEqual({ netWorth: 'Unknown field' });

    // Another company begins after the new version: it gets it.
    await resetPrequal(portal, otherVendorId);
    const other = await portal.rest('POST', `/vendor/begin-prequal/${otherVendorId}`, { token: await portal.tokenFor('otherVendorAdmin') });
    expect(other.body.forms[1].template).toEqual({ category: 'FINANCIAL', version: next.version });
    const theirs = await portal.gql(FORMS, {}, await portal.tokenFor('otherVendorAdmin'));
    expect(theirs.body.data.prequalForms.forms[1].fields.map((f: { slug: string }) => f.slug)).toEqual(['revenue2024', 'bankName', 'netWorth']);
    expect(byCategory(await formsOf(portal, vendorId), 'FINANCIAL').template.version).toBe(began);
  });
});
