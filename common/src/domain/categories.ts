import type { Permission } from '../auth/roles.js';
import type { DepartmentStatus } from './statuses.js';

/**
 * The prequalification's departments and their form categories: the one list. The server (templates, the forms a
 * cycle begins with, the decisions, the dashboard), the form builder, the vendor's form, the review dialogs and the
 * dashboard cards all iterate it; a category is stored by its key (prequal_form.category, form_template.category).
 * Adding one is a row here, a default template and a migration (docs/recipes.md, "Add a prequalification category").
 */

/** One form category: a versioned questionnaire of its own (form_template), answered by some companies. */
export interface CategoryDef {
  /** The stored key, also the GraphQL FormCategory value. */
  key: string;
  /** As the form builder's tab and the dashboard name it. */
  label: string;
  /** Its count's field in the dashboard's answer (GET /admin/dashboard: safety, safety_lite, ...). */
  dashboardKey: string;
}

/** What picks a department's form for a company as a cycle begins. */
export interface CompanyFacts {
  noOfEmployees: number;
  /** The form builder's Safety Lite employee threshold (safety-form-emp-count). */
  safetyFormEmployeeCount: number;
}

/** One department: one tab of the vendor's form, one decision per cycle, one dashboard card. */
export interface DepartmentDef {
  /** The tab's key: SAFETY, FINANCIAL, LEGAL (the REST { SAFETY, FINANCIAL, LEGAL } maps use it). */
  key: string;
  /** As the screens name the tab and the department. */
  label: string;
  /** The categories whose forms it decides; the first is the one a company answers unless `pick` says otherwise. */
  categories: readonly CategoryDef[];
  /** The decisions its reviewer may take, in the dialog's order. */
  decisions: readonly DepartmentStatus[];
  /** Its approvals grant the three limits (aggregate, single, bonding); its not-required limits default to 0. */
  limitsRequired: boolean;
  /** A permission that reading its forms' answers and files needs besides prequal.read; absent: none. */
  readPermission?: Permission;
  /** Which of its categories a company answers; absent: the first. */
  pick?: (company: CompanyFacts) => string;
}

const APPROVALS: readonly DepartmentStatus[] = ['DEPARTMENT_APPROVED', 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY'];

/** The decisions of a department without extras: the three approvals and not approved. */
export const STANDARD_DECISIONS: readonly DepartmentStatus[] = [...APPROVALS, 'DEPARTMENT_NOT_APPROVED'];

/** The shipped departments, in the order the screens show them. */
export const SHIPPED_DEPARTMENTS = [
  {
    key: 'SAFETY',
    label: 'Safety',
    categories: [
      { key: 'SAFETY', label: 'Safety', dashboardKey: 'safety' },
      { key: 'SAFETY_LITE', label: 'Safety Lite', dashboardKey: 'safety_lite' },
    ],
    decisions: STANDARD_DECISIONS,
    limitsRequired: false,
    // Smaller companies answer the shorter Safety Lite form: they cannot answer the full form's OSHA figures.
    pick: ({ noOfEmployees, safetyFormEmployeeCount }) => (noOfEmployees < safetyFormEmployeeCount ? 'SAFETY_LITE' : 'SAFETY'),
  },
  {
    key: 'FINANCIAL',
    label: 'Financial',
    categories: [{ key: 'FINANCIAL', label: 'Financial', dashboardKey: 'financial' }],
    decisions: [...APPROVALS, 'DEPARTMENT_APPROVED_WITH_MEETING', 'DEPARTMENT_NOT_APPROVED'],
    limitsRequired: true,
    readPermission: 'prequal.financials.read',
  },
  {
    key: 'LEGAL',
    label: 'Legal',
    categories: [{ key: 'LEGAL', label: 'Legal', dashboardKey: 'legal' }],
    decisions: STANDARD_DECISIONS,
    limitsRequired: false,
  },
] as const satisfies readonly DepartmentDef[];

/** A shipped category's key; a stored category is any registry key (a string). */
export type ShippedCategory = (typeof SHIPPED_DEPARTMENTS)[number]['categories'][number]['key'];

let active: readonly DepartmentDef[] = SHIPPED_DEPARTMENTS;

/** The departments in screen order. Read it when needed (not once at import), so a test's registry is seen. */
export function departments(): readonly DepartmentDef[] {
  return active;
}

/**
 * Tests only: use `registry` instead of the shipped departments until the returned function is called (in the
 * test's afterAll/afterEach: test files share their worker's modules).
 */
export function useDepartmentsForTest(registry: readonly DepartmentDef[]): () => void {
  const before = active;
  active = registry;
  return () => {
    active = before;
  };
}

/** Every form category, in screen order (Safety, Safety Lite, Financial, Legal). */
export function formCategories(): readonly CategoryDef[] {
  return active.flatMap((d) => d.categories);
}

export function formCategoryKeys(): string[] {
  return formCategories().map((c) => c.key);
}

export function isFormCategory(key: string): boolean {
  return formCategories().some((c) => c.key === key);
}

/** Whether the department decides forms of this category (Safety decides SAFETY and SAFETY_LITE). */
export function decides(department: DepartmentDef, category: string): boolean {
  return department.categories.some((c) => c.key === category);
}

/** The department deciding a category's form (Safety for SAFETY_LITE); undefined for a key it does not know. */
export function departmentOf(category: string): DepartmentDef | undefined {
  return active.find((d) => d.categories.some((c) => c.key === category) || d.key === category);
}

/** The department key of a category (SAFETY for SAFETY_LITE); the key itself when no department has it. */
export function departmentKeyOf(category: string): string {
  return departmentOf(category)?.key ?? category;
}

export function categoryOf(key: string): CategoryDef | undefined {
  return formCategories().find((c) => c.key === key);
}

/** The department whose approvals grant the three limits (financial): PATCH .../financial-limits edits its form. */
export function limitsDepartment(): DepartmentDef | undefined {
  return active.find((d) => d.limitsRequired);
}

/** The categories a company answers as a cycle begins: one per department, in screen order. */
export function categoriesFor(company: CompanyFacts): string[] {
  return active.map((d) => d.pick?.(company) ?? d.categories[0]!.key);
}

/** The departments' index of a category, to sort forms in screen order (-1 for none). */
export function departmentIndexOf(category: string): number {
  return active.findIndex((d) => d.categories.some((c) => c.key === category) || d.key === category);
}

/** "A, B or C", as messages list the choices. */
export function inWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
