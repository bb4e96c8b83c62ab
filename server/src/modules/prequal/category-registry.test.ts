import { SHIPPED_DEPARTMENTS, STANDARD_DECISIONS, useDepartmentsForTest, type DepartmentDef } from '@portal/common/domain/categories';
import type { FormField } from '@portal/common/forms/field-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm } from './prequal-form.entity.js';
import { Prequalification } from './prequalification.entity.js';

/**
 * A category is data (common/src/domain/categories.ts): a throwaway fourth department, added through the registry
 * alone, is designed in the form builder, begun with every cycle, shown to the vendor, decided by its department,
 * counted on the dashboard and waited for before final review. No other code names it.
 */
const QUALITY: DepartmentDef = {
  key: 'QUALITY',
  label: 'Quality',
  categories: [{ key: 'QUALITY', label: 'Quality', dashboardKey: 'quality' }],
  decisions: STANDARD_DECISIONS,
  limitsRequired: false,
};

let portal: TestPortal;
let vendorId: string;
let restore: () => void;
beforeAll(async () => {
  // Test files share their worker's modules: the registry is put back in afterAll.
  restore = useDepartmentsForTest([...SHIPPED_DEPARTMENTS, QUALITY]);
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
});
afterAll(async () => {
  restore?.();
  await portal?.stop();
});

const QUALITY_FIELDS: FormField[] = [{ slug: 'isoCertified', type: 'inputText', props: { label: 'ISO 9001 certificate number', type: 'text' } }];
const as = (who: Parameters<TestPortal['tokenFor']>[0]) => portal.tokenFor(who);

describe('a fourth category through the registry alone', () => {
  it('the form builder saves and answers its template', async () => {
    const token = await as('PREQUAL_ADMIN');
    const saved = await portal.rest('POST', '/create-form', { body: { formTemplate: { category: 'quality' }, formFields: { fields: QUALITY_FIELDS } }, token });
    expect(saved.status).toBe(201);
    const read = await portal.rest('GET', '/get-form?category=QUALITY', { token });
    expect(read.status).toBe(200);
    expect(read.body.template).toMatchObject({ category: 'QUALITY', version: 1 });
    expect(read.body.fields.fields.map((f: FormField) => f.slug)).toEqual(['isoCertified']);
  });

  it("begins with every cycle as the vendor's fourth form, its department decides it, the dashboard counts it, final review waits for it", async () => {
    const { forms } = await begunPrequal(portal, vendorId);
    expect(forms.map((f) => f.category).sort()).toEqual(['FINANCIAL', 'LEGAL', 'QUALITY', 'SAFETY']);

    // The vendor's form: the Quality tab's form, on its template.
    const vendor = await as('VENDOR_ADMIN');
    const tab = await portal.rest('GET', '/vendor/prequal?category=quality', { token: vendor });
    expect(tab.status).toBe(200);
    expect(JSON.stringify(tab.body)).toContain('ISO 9001 certificate number');

    // Submitted and under department review (the answers' own path is the shipped categories' tests).
    const em = portal.em();
    await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'DEPARTMENT_REVIEW_PENDING' });
    await em.nativeUpdate(Prequalification, { vendor: vendorId }, { status: 'DEPARTMENT_REVIEW_PENDING' });
    await em.nativeUpdate(PrequalForm, { prequalification: { vendor: vendorId } }, { status: 'SUBMIT' });

    const staff = await as('SYSTEM_ADMIN');
    const dashboard = await portal.rest('GET', '/admin/dashboard', { token: staff });
    expect(dashboard.body).toMatchObject({ safety: { pending: 1 }, financial: { pending: 1 }, legal: { pending: 1 }, quality: { pending: 1 } });
    const cards = await portal.gql('{ dashboard { departments { key label pending categories { key pending } } } }', {}, staff);
    expect(cards.body.errors).toBeUndefined();
    expect(cards.body.data.dashboard.departments.map((d: { label: string; pending: number }) => `${d.label} ${d.pending}`)).toEqual([
      'Safety 1',
      'Financial 1',
      'Legal 1',
      'Quality 1',
    ]);

    const reviewer = await as('PREQUAL_REVIEWER');
    const decide = (statuses: Record<string, string>) =>
      portal.rest('PATCH', `/vendor/prequal/${vendorId}/department-statuses`, { token: reviewer, body: { statuses } });
    const meeting = await decide({ QUALITY: 'DEPARTMENT_APPROVED_WITH_MEETING' });
    expect([meeting.status, meeting.body.message]).toEqual([400, 'Approved with meeting is a decision of the financial category only.']);

    await portal.rest('PATCH', `/vendor/prequal/${vendorId}/financial-limits`, {
      token: reviewer,
      body: { single_limit: '1000', bonding_limit: '2000', aggregate_limit: '3000' },
    });
    const three = await decide({ SAFETY: 'DEPARTMENT_APPROVED', FINANCIAL: 'DEPARTMENT_APPROVED', LEGAL: 'DEPARTMENT_APPROVED' });
    expect(three.status).toBe(200);
    // The shipped three are decided; Quality is not yet: still under department review, Quality last in tab order.
    expect(three.body.prequalStatus).toBe('DEPARTMENT_REVIEW_PENDING');
    expect(three.body.categoryStatuses.map((c: { category: string; status: string }) => `${c.category} ${c.status}`)).toEqual([
      'SAFETY DEPARTMENT_APPROVED',
      'FINANCIAL DEPARTMENT_APPROVED',
      'LEGAL DEPARTMENT_APPROVED',
      'QUALITY DEPARTMENT_PENDING',
    ]);

    const fourth = await decide({ QUALITY: 'DEPARTMENT_APPROVED' });
    expect(fourth.status).toBe(200);
    expect(fourth.body.prequalStatus).toBe('FINAL_REVIEW_PENDING');
    expect((await portal.rest('GET', '/admin/dashboard', { token: staff })).body.quality).toEqual({ pending: 0 });
  });
});
