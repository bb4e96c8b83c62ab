import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { CategoryDecision, PrequalRow } from '../api/prequal-row';

/** What the review tabs asked for: list variables by call, and every mutation. */
export interface ReviewCalls {
  lists: Record<string, unknown>[];
  mutations: { name: string; variables: Record<string, unknown> }[];
}

export function decision(category: CategoryDecision['category'], overrides: Partial<CategoryDecision> = {}): CategoryDecision {
  return {
    __typename: 'CategoryDecision',
    formId: `f-${category}`,
    category,
    status: 'DEPARTMENT_PENDING',
    mitigationPlan: null,
    commentText: null,
    aggregateLimit: null,
    singleLimit: null,
    bondingLimit: null,
    decidedAt: null,
    decidedByName: null,
    overdueBusinessDays: null,
    ...overrides,
  };
}

export function prequalRow(overrides: Partial<PrequalRow> = {}): PrequalRow {
  return {
    __typename: 'PrequalListItem',
    prequalId: 'p-100',
    vendorId: 'v-100',
    companyName: 'Acme Concrete',
    primaryContactName: 'Ada Stone',
    primaryContactEmail: 'ada@acme.test',
    instance: '2026-11',
    prequalStatus: 'IN_PROGRESS',
    priority: 'MEDIUM',
    submittedAt: '2026-11-02T15:00:00.000Z',
    reviewDays: 3,
    overdueBusinessDays: null,
    categoryStatuses: [decision('SAFETY'), decision('FINANCIAL'), decision('LEGAL')],
    finalStatus: null,
    commentText: null,
    expiresAt: null,
    ...overrides,
  };
}

const FIELD = (slug: string, label: string, userInput: string) => ({
  type: 'inputText',
  slug,
  props: { label, type: 'text' },
  userInput,
});

/** The company's three forms, one question each. */
export function companyForms(vendorId: string, { netWorth = '1500000' }: { netWorth?: string } = {}) {
  const form = (category: string, fields: unknown[]) => ({
    __typename: 'PrequalForm',
    id: `form-${category}`,
    category,
    status: 'DRAFT',
    instance: '2026-11',
    version: 2,
    fields,
    updatedAt: '2026-11-02T15:00:00.000Z',
    answersHidden: false,
  });
  return {
    __typename: 'PrequalFormSet',
    vendorId,
    instance: '2026-11',
    prequalStatus: 'IN_PROGRESS',
    editable: true,
    forms: [
      form('SAFETY', [FIELD('emr', 'EMR rate', '0.85')]),
      form('FINANCIAL', [FIELD('netWorth', 'Net worth', netWorth)]),
      form('LEGAL', [FIELD('litigation', 'Pending litigation', 'None')]),
    ],
  };
}

type Answer = (variables: Record<string, unknown>) => Response | undefined;

interface ReviewLists {
  /** Rows by the status asked for. */
  rows?: Record<string, PrequalRow[]>;
  /** Replaces a mutation's answer (e.g. to refuse it). */
  answers?: Record<string, Answer>;
  /** The financial form's one answer ('' for unanswered). */
  netWorth?: string;
}

/** Answers the review tabs' queries and mutations; every call is recorded. */
export function answerReviewCalls({ rows = {}, answers = {}, netWorth }: ReviewLists = {}): ReviewCalls {
  const calls: ReviewCalls = { lists: [], mutations: [] };
  const rowOf = (vendorId: unknown) =>
    Object.values(rows)
      .flat()
      .find((r) => r.vendorId === vendorId) ?? prequalRow({ vendorId: String(vendorId) });
  const mutation = (name: string, field: string, result: (variables: Record<string, unknown>) => unknown) =>
    graphql.mutation(name, ({ variables }) => {
      calls.mutations.push({ name, variables });
      const custom = answers[name]?.(variables);
      if (custom) return custom;
      return HttpResponse.json({ data: { [field]: result(variables) } });
    });
  server.use(
    graphql.query('PrequalList', ({ variables: { options: variables } }) => {
      calls.lists.push(variables);
      const items = rows[String(variables.status)] ?? [];
      return HttpResponse.json({ data: { prequalList: { __typename: 'PrequalListPage', totalCount: items.length, items } } });
    }),
    graphql.query('CompanyPrequalForms', ({ variables }) => HttpResponse.json({ data: { prequalForms: companyForms(String(variables.vendorId), { netWorth }) } })),
    // No financial answers to suggest limits from (the suggested-limits tests override it).
    graphql.query('SuggestedLimits', () =>
      HttpResponse.json({
        data: { suggestedLimits: { __typename: 'SuggestedLimits', singleLimit: null, aggregateLimit: null, bondingLimit: null, explanations: [] } },
      }),
    ),
    // A first cycle: nothing to compare with last year (renewal tests override it).
    graphql.query('RenewalChanges', () => HttpResponse.json({ data: { renewalChanges: { __typename: 'RenewalChanges', previousInstance: null, categories: [] } } })),
    mutation('AdminReview', 'adminReview', (v) => rowOf(v.vendorId)),
    mutation('DepartmentDecision', 'departmentDecision', (v) => rowOf(v.vendorId)),
    mutation('FinalDecision', 'finalDecision', (v) => rowOf(v.vendorId)),
    mutation('SetPrequalPriority', 'setPrequalPriority', (v) => ({ __typename: 'PrequalListItem', prequalId: rowOf(v.vendorId).prequalId, priority: v.priority })),
    mutation('SetFinancialLimits', 'setFinancialLimits', (v) => {
      const row = rowOf(v.vendorId);
      const { aggregateLimit, singleLimit, bondingLimit } = v as Record<string, string>;
      return {
        ...row,
        categoryStatuses: row.categoryStatuses.map((d) => (d.category === 'FINANCIAL' ? { ...d, aggregateLimit, singleLimit, bondingLimit } : d)),
      };
    }),
    mutation('SetMitigationPlans', 'setMitigationPlans', (v) => rowOf(v.vendorId)),
    mutation('StartRenewal', 'startRenewal', () => ({ __typename: 'PrequalFormSet', instance: '2026-12' })),
    mutation('DeletePrequalForms', 'deletePrequalForms', () => true),
    mutation('SavePrequalFormForVendor', 'savePrequalForm', (v) => ({ ...companyForms(String(v.vendorId)).forms[0], instance: undefined })),
    mutation('SaveDepartmentForm', 'saveDepartmentForm', (v) => {
      const { category } = v.form as { category: string };
      const form = companyForms(String(v.vendorId)).forms.find((f) => f.category === category)!;
      return { ...form, instance: undefined, status: 'SUBMIT', version: form.version + 1 };
    }),
    mutation('SubmitPrequalFormsForVendor', 'submitPrequalForms', (v) => ({
      __typename: 'PrequalFormSet',
      vendorId: v.vendorId,
      instance: v.instance,
      prequalStatus: 'ADMIN_REVIEW_PENDING',
    })),
  );
  return calls;
}
