import { SHIPPED_DEPARTMENTS, STANDARD_DECISIONS, useDepartmentsForTest, type DepartmentDef } from '@portal/common/domain/categories';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusesFor, needsLimits } from '../features/admin-prequal/department-rules';
import { decisionOf } from '../features/admin-prequal/components/department-cell';
import type { PrequalRow } from '../features/admin-prequal/api/prequal-row';
import { statusCardCount } from '../features/dashboard/components/dashboard-skeleton';
import type { DashboardCounts } from '../features/dashboard/api/get-dashboard';
import { statusCards } from '../features/dashboard/status-cards';
import { builderTabs } from '../features/form-builder/form-categories';
import { formsByTab, prequalTabs, tabIndexOf } from '../features/prequal-form/prequal-tabs';
import type { PrequalFormFieldsFragment } from '../gql/graphql';

/**
 * A category is data (common/src/domain/categories.ts): with a throwaway fourth department in the registry, and no
 * other change, the form builder, the vendor's form, the review dialogs and the dashboard each have it. (The server
 * side of the same proof: server/src/modules/prequal/category-registry.test.ts.)
 */
const QUALITY: DepartmentDef = {
  key: 'QUALITY',
  label: 'Quality',
  categories: [{ key: 'QUALITY', label: 'Quality', dashboardKey: 'quality' }],
  decisions: STANDARD_DECISIONS,
  limitsRequired: false,
};

let restore: () => void;
beforeEach(() => {
  restore = useDepartmentsForTest([...SHIPPED_DEPARTMENTS, QUALITY]);
});
// Test files share their worker's modules: the shipped registry is put back after each test.
afterEach(() => restore());

const form = (category: string) => ({ id: category, category, version: 1, status: 'DRAFT', fields: [], flags: [] }) as unknown as PrequalFormFieldsFragment;

describe('a fourth category through the registry alone', () => {
  it('the form builder has its tab, after the shipped four', () => {
    expect(builderTabs().map((t) => t.label)).toEqual(['Safety', 'Safety Lite', 'Financial', 'Legal', 'Quality']);
  });

  it("the vendor's form has a fourth tab, holding the Quality form, and cannot be shown without it", () => {
    expect(prequalTabs().map((t) => t.label)).toEqual(['Safety', 'Financial', 'Legal', 'Quality']);
    expect(tabIndexOf('QUALITY')).toBe(3);
    const forms = ['QUALITY', 'LEGAL', 'SAFETY_LITE', 'FINANCIAL'].map(form);
    expect(formsByTab(forms)?.map((f) => f.category)).toEqual(['SAFETY_LITE', 'FINANCIAL', 'LEGAL', 'QUALITY']);
    expect(formsByTab(forms.slice(1))).toBeNull();
  });

  it('the review dialogs offer its decisions, ask no limits, and find its decision in a row', () => {
    expect(statusesFor('QUALITY' as never)).toEqual(STANDARD_DECISIONS);
    expect(needsLimits('QUALITY' as never, 'DEPARTMENT_APPROVED')).toBe(false);
    const row = { categoryStatuses: [{ category: 'QUALITY', status: 'DEPARTMENT_APPROVED' }] } as unknown as PrequalRow;
    expect(decisionOf(row, QUALITY)?.status).toBe('DEPARTMENT_APPROVED');
  });

  it('the dashboard draws a card per department the server lists, Quality included, and a placeholder for it', () => {
    const pending = (n: number) => ({ pending: n });
    const counts = {
      registration: pending(0),
      accountCreation: pending(0),
      inProgress: pending(0),
      adminReview: pending(0),
      finalReview: pending(0),
      completed: 0,
      renewal: 0,
      departments: [
        {
          key: 'SAFETY',
          label: 'Safety',
          pending: 3,
          categories: [
            { key: 'SAFETY', label: 'Safety', pending: 1 },
            { key: 'SAFETY_LITE', label: 'Safety Lite', pending: 2 },
          ],
        },
        { key: 'QUALITY', label: 'Quality', pending: 4, categories: [{ key: 'QUALITY', label: 'Quality', pending: 4 }] },
      ],
    } as unknown as DashboardCounts;
    const cards = statusCards(counts).filter((c) => c.tab === 5);
    expect(cards.map((c) => `${c.id}: ${c.label} ${c.count} ${c.unit}`)).toEqual(['safety: Safety 3 pending, Safety Lite included', 'quality: Quality 4 pending']);
    expect(statusCardCount()).toBe(11);
  });
});
