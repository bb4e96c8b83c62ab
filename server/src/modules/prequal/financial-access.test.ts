import { NO_FINANCIAL_ACCESS, revokePermission } from '@portal/common/auth/answer-access';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { completedPrequal } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { Setting } from '../settings/index.js';
import { PrequalForm, Prequalification } from './index.js';

/**
 * prequal.financials.read: every read of the financial form's answers (the forms of a cycle, one tab's form, the
 * renewal diff, the files its answers name, the limits suggested from it) answers them to a role that holds it and
 * nothing of them to one without it. The map is code; revokePermission stands for a deployment that took the
 * viewer (or the reviewer) out of it.
 */
let portal: TestPortal;
let vendorId: string;
let statementId: string;
let undo: (() => void) | null = null;

const FORMS = 'query($v:ID){ prequalForms(vendorId:$v){ forms { category answersHidden fields flags { path note } } } }';
const RENEWAL = 'query($v:ID!){ renewalChanges(vendorId:$v){ categories { category questions { path before after } } } }';
const SECRET = ['Chesapeake Bank', 'Harbor Trust', '12500000', '9900000'];

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  await useTestTemplates(portal);
  await portal.em().nativeUpdate(Setting, { key: 'safety-form-emp-count' }, { value: 11 });
  // A renewed cycle whose financial answers changed and name an uploaded statement.
  const completed = await completedPrequal(portal, vendorId);
  const renewal = await portal.rest('PUT', `/vendor/prequal/renewal/${vendorId}`, { token: await portal.tokenFor('PREQUAL_ADMIN') });
  expect(renewal.status).toBe(200);
  const cycle = await portal.em().findOneOrFail(Prequalification, { vendor: vendorId, renewsId: completed.id });
  const financial = (await formsOf(portal, vendorId)).find((f) => f.prequalification.id === cycle.id && f.category === 'FINANCIAL')!;
  statementId = await storedFileOf(portal, vendorId, 'audited-statements.pdf');
  await portal.em().nativeUpdate(PrequalForm, { id: financial.id }, { answers: { revenue2024: '9900000.00', bankName: 'Harbor Trust', statements: statementId } });
});
afterEach(() => {
  undo?.();
  undo = null;
});
afterAll(() => portal?.stop());

const text = (body: unknown) => JSON.stringify(body);
const leaks = (body: unknown) => SECRET.filter((s) => text(body).includes(s));

async function readAll(role: 'PREQUAL_VIEWER' | 'PREQUAL_REVIEWER') {
  const token = await portal.tokenFor(role);
  return {
    forms: await portal.gql(FORMS, { v: vendorId }, token),
    tab: await portal.rest('GET', `/vendor/prequal/${vendorId}?category=FINANCIAL`, { token }),
    safetyTab: await portal.rest('GET', `/vendor/prequal/${vendorId}?category=SAFETY`, { token }),
    renewalGql: await portal.gql(RENEWAL, { v: vendorId }, token),
    renewalRest: await portal.rest('GET', `/vendor/prequal/${vendorId}/renewal-changes`, { token }),
    statement: await portal.rest('GET', `/files/${statementId}/content`, { token }),
  };
}

describe('prequal.financials.read', () => {
  it('a PREQUAL_VIEWER holding it (the default) reads the financial answers, the renewal diff and the statement as before', async () => {
    const r = await readAll('PREQUAL_VIEWER');
    expect(r.forms.body.errors).toBeUndefined();
    const financial = r.forms.body.data.prequalForms.forms.find((f: { category: string }) => f.category === 'FINANCIAL');
    expect(financial.answersHidden).toBe(false);
    expect(text(financial.fields)).toContain('Harbor Trust');
    expect(r.tab.status).toBe(200);
    expect(text(r.tab.body)).toContain('Harbor Trust');
    expect(r.renewalGql.body.data.renewalChanges.categories.map((c: { category: string }) => c.category)).toContain('FINANCIAL');
    expect(text(r.renewalRest.body)).toContain('Harbor Trust');
    expect(r.statement.status).toBe(200);
  });

  it('a PREQUAL_VIEWER without it gets no financial answer, diff or file through GraphQL or REST; the other tabs stay', async () => {
    undo = revokePermission('PREQUAL_VIEWER', 'prequal.financials.read');
    const r = await readAll('PREQUAL_VIEWER');

    expect(r.forms.body.errors).toBeUndefined();
    const forms = r.forms.body.data.prequalForms.forms as { category: string; answersHidden: boolean; flags: unknown[] }[];
    expect(forms.map((f) => [f.category, f.answersHidden])).toEqual([
      ['SAFETY', false],
      ['FINANCIAL', true],
      ['LEGAL', false],
    ]);
    expect(leaks(r.forms.body)).toEqual([]);
    expect(text(r.forms.body)).toContain('Dana Whitfield'); // the safety answers are still there

    expect(r.tab.status).toBe(403);
    expect(r.tab.body.message).toBe(NO_FINANCIAL_ACCESS);
    expect(leaks(r.tab.body)).toEqual([]);
    expect(r.safetyTab.status).toBe(200);

    expect(r.renewalGql.body.errors).toBeUndefined();
    expect(r.renewalGql.body.data.renewalChanges.categories.map((c: { category: string }) => c.category)).toEqual(['SAFETY', 'LEGAL']);
    expect(r.renewalRest.status).toBe(200);
    expect(leaks(r.renewalRest.body)).toEqual([]);

    expect(r.statement.status).toBe(403);
    expect(leaks(r.statement.body)).toEqual([]);
  });

  it('a reviewer without it gets no suggested limits and cannot save the financial form in its review; with it, both reach the service', async () => {
    const token = await portal.tokenFor('PREQUAL_REVIEWER');
    const limits = () => portal.rest('GET', `/vendor/prequal/${vendorId}/suggested-limits`, { token });
    expect((await limits()).status).toBe(200);

    undo = revokePermission('PREQUAL_REVIEWER', 'prequal.financials.read');
    const refused = await limits();
    expect(refused.status).toBe(403);
    expect(leaks(refused.body)).toEqual([]);
    const save = await portal.gql(
      'mutation($v:ID!,$i:String!,$f:PrequalFormAnswersInput!){ saveDepartmentForm(vendorId:$v,instance:$i,form:$f){ id } }',
      { v: vendorId, i: (await formsOf(portal, vendorId))[0]!.prequalification.cycle, f: { category: 'FINANCIAL', answers: {}, version: 1 } },
      token,
    );
    expect(save.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(save.body.errors?.[0]?.message).toBe(NO_FINANCIAL_ACCESS);
  });
});
