import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { CycleDecision, PrequalCycle } from '../api/get-prequal-history';

export const VENDOR_ID = 'v-100';

export function company(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'VendorRegistration' as const,
    vendorId: VENDOR_ID,
    accountId: 'acc-100',
    companyName: 'Acme Concrete',
    primaryContactFirstName: 'Ada',
    primaryContactLastName: 'Stone',
    primaryContactEmail: 'ada@acme.test',
    primaryContactOfficePhone: '555-010-1000',
    primaryContactCellPhone: null,
    registrationStatus: 'APPROVED',
    prequalStatus: 'COMPLETED',
    ...overrides,
  };
}

export function decision(category: CycleDecision['category'], overrides: Partial<CycleDecision> = {}): CycleDecision {
  return {
    __typename: 'CategoryDecision',
    formId: `f-${category}`,
    category,
    status: 'DEPARTMENT_APPROVED',
    mitigationPlan: null,
    commentText: null,
    aggregateLimit: null,
    singleLimit: null,
    bondingLimit: null,
    decidedAt: '2026-11-10T15:00:00.000Z',
    decidedByName: 'Sam Admin',
    ...overrides,
  };
}

/** A completed, approved cycle (financial with risk mitigation and limits). */
export function cycle(year: number, month: number, overrides: Partial<PrequalCycle> = {}): PrequalCycle {
  const instance = `${year}-${String(month).padStart(2, '0')}`;
  return {
    __typename: 'PrequalCycle',
    prequalId: `p-${instance}`,
    vendorId: VENDOR_ID,
    instance,
    year,
    month,
    prequalStatus: 'COMPLETED',
    finalStatus: 'FINAL_APPROVED',
    commentText: null,
    submittedAt: `${instance}-02T15:00:00.000Z`,
    expiresAt: `${year + 1}-${String(month).padStart(2, '0')}-15T17:00:00.000Z`,
    categoryStatuses: [
      decision('SAFETY'),
      decision('FINANCIAL', {
        status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
        mitigationPlan: 'Joint check agreement',
        singleLimit: '1000000.00',
        aggregateLimit: '2500000.00',
        bondingLimit: '500000.50',
      }),
      decision('LEGAL', { commentText: 'No open claims' }),
    ],
    ...overrides,
  };
}

const FIELD = (slug: string, label: string, userInput: string) => ({ type: 'inputText', slug, props: { label, type: 'text' }, userInput });

/** A cycle's three forms, one answered question each (answers name the cycle, to tell cycles apart). */
export function cycleForms(vendorId: string, instance: string) {
  const form = (category: string, fields: unknown[]) => ({ __typename: 'PrequalForm', id: `form-${category}-${instance}`, category, status: 'SUBMIT', fields });
  return {
    __typename: 'PrequalFormSet',
    vendorId,
    instance,
    forms: [
      form('SAFETY', [FIELD('emr', 'EMR rate', `0.85 (${instance})`)]),
      form('FINANCIAL', [FIELD('netWorth', 'Net worth', '1500000')]),
      form('LEGAL', [FIELD('litigation', 'Pending litigation', 'None')]),
    ],
  };
}

export interface CompanyCalls {
  details: Record<string, unknown>[];
  histories: Record<string, unknown>[];
  forms: Record<string, unknown>[];
  mutations: { name: string; variables: Record<string, unknown> }[];
}

type Answer = (variables: Record<string, unknown>) => Response | undefined;

interface CompanyAnswers {
  company?: ReturnType<typeof company>;
  /** The history, newest first; a function answers each request anew (a refetch after a change). */
  history?: PrequalCycle[] | (() => PrequalCycle[]);
  /** Replaces a mutation's answer (e.g. to refuse it); HttpResponse.error() for a network failure. */
  answers?: Record<string, Answer>;
}

/** Answers the company page's queries and mutations; every call is recorded. */
export function answerCompanyCalls({ company: shown = company(), history = [cycle(2026, 11), cycle(2025, 10)], answers = {} }: CompanyAnswers = {}): CompanyCalls {
  const calls: CompanyCalls = { details: [], histories: [], forms: [], mutations: [] };
  const mutation = (name: string, field: string, result: (variables: Record<string, unknown>) => unknown) =>
    graphql.mutation(name, ({ variables }) => {
      calls.mutations.push({ name, variables });
      const custom = answers[name]?.(variables);
      if (custom) return custom;
      return HttpResponse.json({ data: { [field]: result(variables) } });
    });
  server.use(
    graphql.query('CompanyDetail', ({ variables }) => {
      calls.details.push(variables);
      return HttpResponse.json({ data: { registration: shown } });
    }),
    graphql.query('CompanyPrequalHistory', ({ variables }) => {
      calls.histories.push(variables);
      return HttpResponse.json({ data: { prequalHistory: typeof history === 'function' ? history() : history } });
    }),
    graphql.query('CompanyCycleForms', ({ variables }) => {
      calls.forms.push(variables);
      return HttpResponse.json({ data: { prequalForms: cycleForms(String(variables.vendorId), String(variables.instance)) } });
    }),
    mutation('SetCycleSubmittedAt', 'setPrequalSubmittedAt', (v) => ({
      __typename: 'PrequalCycle',
      prequalId: `p-${String(v.instance)}`,
      instance: v.instance,
      submittedAt: v.submittedAt,
    })),
    mutation('CompanyStartRenewal', 'startRenewal', (v) => ({ __typename: 'PrequalFormSet', vendorId: v.vendorId, instance: '2027-11', prequalStatus: 'IN_PROGRESS' })),
    mutation('CompanyBeginPrequal', 'beginPrequal', (v) => ({ __typename: 'PrequalFormSet', vendorId: v.vendorId, instance: '2026-11', prequalStatus: 'IN_PROGRESS' })),
  );
  return calls;
}
