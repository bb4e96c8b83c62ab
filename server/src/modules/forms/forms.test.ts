import type { FormField } from '@portal/common/forms/field-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { DEFAULT_TEMPLATES } from './default-templates/index.js';
import { FORM_CATEGORIES, type FormCategory } from './form-categories.js';
import { Setting } from '../settings/index.js';
import { FormTemplate } from './form-template.entity.js';

/** The form builder's API: versioned templates (GET /get-form, POST /create-form) and the Safety Lite threshold. */
let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.tokenFor('PREQUAL_ADMIN');
});
afterAll(() => portal?.stop());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const getForm = (query: string, token = admin) => portal.rest('GET', `/get-form?${query}`, { token });
const createForm = (category: string, fields: unknown, token = admin) =>
  portal.rest('POST', '/create-form', { body: { formTemplate: { category }, formFields: { fields } }, token });
const versions = async (category: FormCategory) => (await portal.em().find(FormTemplate, { category }, { orderBy: { version: 'asc' } })).map((t) => t.version);
const auditRows = (action: string) => portal.em().find(AuditLog, { action }, { orderBy: { performedAt: 'asc' } });

const TEMPLATE_FIELDS = 'id category version fields createdAt createdByName';
const FORM_TEMPLATE = `query($c:FormCategory!,$v:Int){ formTemplate(category:$c, version:$v){ ${TEMPLATE_FIELDS} } }`;
const SAVE_FORM_TEMPLATE = `mutation($c:FormCategory!,$f:JSON!){ saveFormTemplate(category:$c, fields:$f){ ${TEMPLATE_FIELDS} } }`;

const text = (slug: string, label: string): FormField => ({ slug, type: 'inputText', props: { label, type: 'text' } });

describe('the shipped questionnaires', () => {
  it('a fresh database holds version 1 of each category, exactly the default templates, by Portal defaults', async () => {
    const rows = await portal.em().find(FormTemplate, {}, { orderBy: { category: 'asc' } });
    expect(rows.map((r) => [r.category, r.version, r.createdByName, r.createdById ?? null]).sort()).toEqual(
      FORM_CATEGORIES.map((c) => [c, 1, 'Portal defaults', null]).sort(),
    );
    for (const row of rows) expect(row.fields).toEqual(DEFAULT_TEMPLATES[row.category]);
  });

  it.each(FORM_CATEGORIES)('GET /get-form?category=%s answers version 1 in the specification shape', async (category) => {
    const answer = await getForm(`category=${category}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      template: { id: expect.any(String), category, version: 1, createdAt: expect.stringMatching(ISO), createdByName: 'Portal defaults' },
      fields: { fields: DEFAULT_TEMPLATES[category] },
    });
  });

  it('GraphQL formTemplate answers the same version 1', async () => {
    const rest = await getForm('category=FINANCIAL');
    const gql = await portal.gql(FORM_TEMPLATE, { c: 'FINANCIAL' }, admin);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.formTemplate).toEqual({ ...rest.body.template, fields: DEFAULT_TEMPLATES.FINANCIAL });
  });

  it('reads a category however the REST caller spells it, and refuses one that is not a category', async () => {
    expect((await getForm('category=safety_lite')).body.template.category).toBe('SAFETY_LITE');
    for (const query of ['category=SAFETY_HEAVY', '', 'category=']) {
      const answer = await getForm(query);
      expect([answer.status, answer.body.type, answer.body.message]).toEqual([400, 'BAD_USER_INPUT', 'Category must be SAFETY, SAFETY_LITE, FINANCIAL or LEGAL']);
    }
    const missing = await getForm('category=LEGAL&version=99');
    expect([missing.status, missing.body.message]).toEqual([404, 'There is no version 99 of the LEGAL form.']);
    expect((await getForm('category=LEGAL&version=0')).status).toBe(400);
  });
});

describe('saving a template makes a new version; earlier versions stay as they were', () => {
  it('POST /create-form answers version 2, GET answers it, and version 1 stays readable and unchanged', async () => {
    const v1 = (await getForm('category=SAFETY')).body;
    const added = text('hard_hat_policy', '  Do all workers on site wear hard hats &amp; safety glasses? ');
    const fields = [...DEFAULT_TEMPLATES.SAFETY, { ...added, userInput: 'ignored' }];

    const saved = await createForm('SAFETY', fields);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      template: { id: expect.any(String), category: 'SAFETY', version: 2, createdAt: expect.stringMatching(ISO), createdByName: portal.users.PREQUAL_ADMIN.name },
      // Cleaned as the template schema cleans text; a template never carries answers.
      fields: { fields: [...DEFAULT_TEMPLATES.SAFETY, text('hard_hat_policy', 'Do all workers on site wear hard hats & safety glasses?')] },
    });
    expect(saved.body.template.id).not.toBe(v1.template.id);

    expect((await getForm('category=SAFETY')).body).toEqual(saved.body);
    expect((await getForm('category=SAFETY&version=1')).body).toEqual(v1);
    const gqlV1 = await portal.gql(FORM_TEMPLATE, { c: 'SAFETY', v: 1 }, admin);
    expect(gqlV1.body.data.formTemplate).toMatchObject({ id: v1.template.id, version: 1, fields: DEFAULT_TEMPLATES.SAFETY });
    const row = await portal.em().findOneOrFail(FormTemplate, { category: 'SAFETY', version: 1 });
    expect(row.fields).toEqual(DEFAULT_TEMPLATES.SAFETY);
    expect(await versions('SAFETY')).toEqual([1, 2]);
    // Other categories are untouched.
    expect(await versions('SAFETY_LITE')).toEqual([1]);

    const [entry] = (await auditRows('FORM_TEMPLATE_SAVED')).filter((a) => a.entityId === saved.body.template.id);
    expect(entry).toMatchObject({
      entityType: 'FormTemplate',
      performedById: portal.users.PREQUAL_ADMIN.id,
      changes: { category: 'SAFETY', version: { from: 1, to: 2 }, fieldCount: expect.any(Number) },
    });
  });

  it('GraphQL saveFormTemplate adds the next version the same way', async () => {
    const saved = await portal.gql(SAVE_FORM_TEMPLATE, { c: 'SAFETY_LITE', f: [text('crew_size', 'How many people are in your largest field crew?')] }, admin);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveFormTemplate).toMatchObject({
      category: 'SAFETY_LITE',
      version: 2,
      fields: [text('crew_size', 'How many people are in your largest field crew?')],
      createdByName: portal.users.PREQUAL_ADMIN.name,
    });
    expect(await versions('SAFETY_LITE')).toEqual([1, 2]);
  });

  it('refuses an invalid template with every problem named, and writes nothing', async () => {
    const group = (slug: string, columns: number, children: FormField[]) => ({
      slug,
      type: 'formGroup',
      props: { title: 'Owners', viewType: 'horizontal', columns, multipleDynamicInputs: false },
      children,
    });
    const bad = [
      text('bank_name', 'Bank'),
      text('bank_name', 'Bank, again'),
      { slug: 'ownership_type', type: 'singleSelectDropdown', props: { label: 'How is your company organized?' } },
      { slug: 'crew_size', type: 'inputText', props: { label: 'Crew size', type: 'number', minVal: 10, maxVal: 2 } },
      group('owners', 5, [text('owner_name', 'Owner')]),
    ];
    const beforeAudit = (await auditRows('FORM_TEMPLATE_SAVED')).length;

    const answer = await createForm('LEGAL', bad);
    expect(answer.status).toBe(400);
    expect(answer.body.type).toBe('BAD_USER_INPUT');
    expect(answer.body.message).toMatch(/^The form cannot be saved: /);
    expect(answer.body.message).toContain('Field ownership_type options:');
    expect(answer.body.message).toContain('Field owners columns: Columns must be 1 to 4.');
    // The checks across the tree (unique slugs, limits) run once every field is well formed, all of them at once.
    const fixed = [text('bank_name', 'Bank'), text('bank_name', 'Bank, again'), bad[3]];
    const second = await createForm('LEGAL', fixed);
    expect([second.status, second.body.message]).toEqual([
      400,
      'The form cannot be saved: Slug bank_name is used more than once. Crew size (crew_size): the minimum must not be greater than the maximum.',
    ]);
    expect(second.body.detail).toBe('Slug bank_name is used more than once.\nCrew size (crew_size): the minimum must not be greater than the maximum.');

    const gql = await portal.gql(SAVE_FORM_TEMPLATE, { c: 'LEGAL', f: [group('owners', 5, [text('owner_name', 'Owner')])] }, admin);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors[0].message).toBe('The form cannot be saved: Field owners columns: Columns must be 1 to 4.');
    expect((await createForm('LEGAL', [])).body.message).toBe('The form cannot be saved: A form needs at least one field.');
    expect((await createForm('LEGAL', 'not a list')).status).toBe(400);
    expect((await createForm('GARDENING', DEFAULT_TEMPLATES.LEGAL)).body.message).toBe('Category must be SAFETY, SAFETY_LITE, FINANCIAL or LEGAL');

    expect(await versions('LEGAL')).toEqual([1]);
    expect((await auditRows('FORM_TEMPLATE_SAVED')).length).toBe(beforeAudit);
  });

  it('saves of one category at the same moment all succeed with consecutive versions', async () => {
    const before = await versions('FINANCIAL');
    const saves = await Promise.all(
      [1, 2, 3, 4].map((n) => createForm('FINANCIAL', [...DEFAULT_TEMPLATES.FINANCIAL, text(`extra_question_${n}`, `Extra question ${n}`)])),
    );
    expect(saves.map((s) => s.status)).toEqual([201, 201, 201, 201]);
    const saved = saves.map((s) => s.body.template.version as number).sort();
    expect(saved).toEqual([2, 3, 4, 5]);
    expect(await versions('FINANCIAL')).toEqual([...before, 2, 3, 4, 5]);
    // Each version holds what its own save sent.
    for (const s of saves) {
      const row = await portal.em().findOneOrFail(FormTemplate, { category: 'FINANCIAL', version: s.body.template.version });
      expect(row.fields).toEqual(s.body.fields.fields);
    }
  });

  it('a role that may read but not edit cannot save', async () => {
    const reviewer = await portal.tokenFor('PREQUAL_REVIEWER');
    expect((await getForm('category=LEGAL', reviewer)).status).toBe(200);
    expect((await createForm('LEGAL', DEFAULT_TEMPLATES.LEGAL, reviewer)).status).toBe(403);
    expect(await versions('LEGAL')).toEqual([1]);
  });
});

describe('the Safety Lite employee threshold', () => {
  const get = () => portal.rest('GET', '/config/safety-form-emp-count', { token: admin });
  const put = (value: unknown) => portal.rest('PUT', '/config/safety-form-emp-count', { body: { value }, token: admin });

  it('is 11 by default, changes to a whole number of at least 1, and is audited', async () => {
    expect((await get()).body).toEqual({ value: 11 });
    for (const [value, message] of [
      [0, 'Employee threshold must be at least 1'],
      [-3, 'Employee threshold must be at least 1'],
      [2.5, 'Employee threshold must be a whole number'],
      ['many', 'Employee threshold must be a whole number'],
      [undefined, 'Employee threshold must be a whole number'],
    ] as const) {
      const answer = await put(value);
      expect([answer.status, answer.body.type, answer.body.message]).toEqual([400, 'BAD_USER_INPUT', message]);
    }
    expect((await get()).body).toEqual({ value: 11 });

    expect((await put(25)).body).toEqual({ value: 25 });
    expect((await get()).body).toEqual({ value: 25 });
    expect((await put('30')).body).toEqual({ value: 30 });

    const zero = await portal.gql('mutation{ setSafetyFormEmployeeCount(value: 0) }', {}, admin);
    expect([zero.body.errors[0].extensions.code, zero.body.errors[0].message]).toEqual(['BAD_USER_INPUT', 'Employee threshold must be at least 1']);
    const set = await portal.gql('mutation{ setSafetyFormEmployeeCount(value: 12) }', {}, admin);
    expect(set.body.data.setSafetyFormEmployeeCount).toBe(12);
    // The same value again changes nothing and records nothing.
    await put(12);
    const viewer = await portal.tokenFor('PREQUAL_VIEWER');
    expect((await portal.gql('{ safetyFormEmployeeCount }', {}, viewer)).body.data.safetyFormEmployeeCount).toBe(12);
    expect((await portal.em().findOneOrFail(Setting, { key: 'safety-form-emp-count' })).value).toBe(12);

    const changes = (await auditRows('FORM_SETTING_CHANGED')).map((a) => [a.entityId, a.changes, a.performedBy]);
    expect(changes).toEqual([
      ['safety-form-emp-count', { value: { from: 11, to: 25 } }, portal.users.PREQUAL_ADMIN.name],
      ['safety-form-emp-count', { value: { from: 25, to: 30 } }, portal.users.PREQUAL_ADMIN.name],
      ['safety-form-emp-count', { value: { from: 30, to: 12 } }, portal.users.PREQUAL_ADMIN.name],
    ]);
  });
});
