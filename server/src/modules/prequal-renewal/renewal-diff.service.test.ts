import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, formsOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { completedPrequal, PAST_INSTANCE } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { Setting } from '../settings/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';

/** What changed since last year (renewal diff), on a real database. */
let portal: TestPortal;
let vendorId: string;
beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
  await portal.em().nativeUpdate(Setting, { key: 'safety-form-emp-count' }, { value: 11 });
});
afterAll(() => portal?.stop());

const QUERY =
  'query($v:ID!){ renewalChanges(vendorId:$v){ previousInstance categories { category categoryChanged changed questions { path label before after } previousDecision { status singleLimit } } } }';

async function renewed(): Promise<PrequalForm[]> {
  const completed = await completedPrequal(portal, vendorId);
  await portal
    .em()
    .nativeUpdate(
      PrequalForm,
      { prequalification: completed.id, category: 'FINANCIAL' },
      { singleLimit: '100000.00', bondingLimit: '200000.00', aggregateLimit: '300000.00' },
    );
  const res = await portal.rest('PUT', `/vendor/prequal/renewal/${vendorId}`, { token: await portal.tokenFor('PREQUAL_ADMIN') });
  if (res.status !== 200) throw new Error(`renewal failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cycle = await portal.em().findOneOrFail(Prequalification, { vendor: vendorId, renewsId: completed.id });
  return (await formsOf(portal, vendorId)).filter((f) => f.prequalification.id === cycle.id);
}

describe('renewalChanges', () => {
  it('is empty with no previous instance when the newest cycle renews nothing', async () => {
    await begunPrequal(portal, vendorId);
    const res = await portal.gql(QUERY, { v: vendorId }, await portal.tokenFor('PREQUAL_VIEWER'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.renewalChanges).toEqual({ previousInstance: null, categories: [] });
  });

  it('right after Start Renewal nothing changed; edits show per tab with before and after (GraphQL and REST)', async () => {
    const forms = await renewed();
    const fresh = await portal.gql(QUERY, { v: vendorId }, await portal.tokenFor('PREQUAL_REVIEWER'));
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data.renewalChanges.previousInstance).toBe(PAST_INSTANCE);
    expect(fresh.body.data.renewalChanges.categories.map((c: { category: string; changed: number }) => [c.category, c.changed])).toEqual([
      ['SAFETY', 0],
      ['FINANCIAL', 0],
      ['LEGAL', 0],
    ]);
    expect(fresh.body.data.renewalChanges.categories[1].previousDecision).toEqual({ status: 'DEPARTMENT_APPROVED', singleLimit: '100000.00' });

    const safety = forms.find((f) => f.category === 'SAFETY')!;
    const financial = forms.find((f) => f.category === 'FINANCIAL')!;
    const em = portal.em();
    await em.nativeUpdate(
      PrequalForm,
      { id: safety.id },
      { answers: { ...safety.answers, emr2024: 0.9, competentPersons: [...(safety.answers.competentPersons as object[]), { personName: 'Kim Lee' }] } },
    );
    await em.nativeUpdate(PrequalForm, { id: financial.id }, { answers: { ...financial.answers, revenue2024: '13000000.00' } });

    const rest = await portal.rest('GET', `/vendor/prequal/${vendorId}/renewal-changes`, { token: await portal.tokenFor('PREQUAL_ADMIN') });
    expect(rest.status).toBe(200);
    const [s, f, l] = rest.body.categories;
    expect(s).toMatchObject({
      category: 'SAFETY',
      categoryChanged: false,
      changed: 2,
      questions: [
        { path: 'emr2024', label: 'EMR 2024', before: 0.82, after: 0.9 },
        { path: 'competentPersons.1.personName', label: 'Competent persons, row 2: Name', before: null, after: 'Kim Lee' },
      ],
    });
    expect(f).toMatchObject({
      category: 'FINANCIAL',
      changed: 1,
      questions: [{ path: 'revenue2024', label: 'Revenue 2024', before: '12500000.00', after: '13000000.00' }],
    });
    expect(l).toMatchObject({ category: 'LEGAL', changed: 0, questions: [] });
  });

  it('reports the whole safety form as changed when last cycle had the other safety form', async () => {
    await renewed();
    const em = portal.em();
    const newest = await em.findOneOrFail(Prequalification, { vendor: vendorId }, { orderBy: { cycle: 'desc' } });
    await em.nativeUpdate(PrequalForm, { prequalification: newest.renewsId!, category: 'SAFETY' }, { category: 'SAFETY_LITE' });
    const res = await portal.gql(QUERY, { v: vendorId }, await portal.tokenFor('PREQUAL_ADMIN'));
    const safety = res.body.data.renewalChanges.categories[0];
    expect(safety).toMatchObject({ category: 'SAFETY', categoryChanged: true, previousDecision: null });
    expect(safety.questions.map((q: { path: string }) => q.path)).toEqual([
      'emr2024',
      'fatalities',
      'drugTesting',
      'safetyProgram',
      'competentPersons.0.personName',
      'competentPersons.0.certificate',
    ]);
    expect(safety.questions.every((q: { before: unknown }) => q.before === null)).toBe(true);
  });

  it('an unknown company is NOT_FOUND', async () => {
    const res = await portal.rest('GET', '/vendor/prequal/00000000-0000-4000-8000-000000000000/renewal-changes', { token: await portal.tokenFor('PREQUAL_ADMIN') });
    expect(res.status).toBe(404);
  });
});
