import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { InsuranceComplianceView, InsurancePolicyRow } from '../api/get-company-insurance';

/** File ids are uuids, as the policy schema asks. */
export const COI_FILE_ID = '5b6f4ac4-4a4c-4c35-9b4b-2b1b7e1e6a11';
const AUTO_FILE_ID = '6c7f4ac4-4a4c-4c35-9b4b-2b1b7e1e6a22';

export function insurancePolicy(overrides: Partial<InsurancePolicyRow> = {}): InsurancePolicyRow {
  return {
    __typename: 'InsurancePolicy',
    id: 'pol-1',
    vendorId: 'v-100',
    coverage: 'GENERAL_LIABILITY',
    carrier: 'Acme Mutual',
    policyNumber: 'GL-100',
    effectiveDate: '2026-01-01',
    expiryDate: '2027-01-01',
    limits: [{ __typename: 'InsuranceLimit', key: 'eachOccurrence', label: 'each occurrence', amount: '500000' }],
    statutory: false,
    additionalInsured: true,
    waiverOfSubrogation: false,
    certificateFileId: COI_FILE_ID,
    certificateFileName: 'coi-2026.pdf',
    ...overrides,
  };
}

export function compliance(overrides: Partial<InsuranceComplianceView> = {}): InsuranceComplianceView {
  return {
    __typename: 'InsuranceCompliance',
    vendorId: 'v-100',
    status: 'GAPS',
    label: 'Gaps',
    gaps: ['General liability each occurrence $500,000 is below the required $1,000,000'],
    nextExpiry: '2027-01-01',
    hasPolicies: true,
    ...overrides,
  };
}

export interface InsuranceCalls {
  added: Record<string, unknown>[];
  removed: string[];
}

/**
 * Answers the Insurance tab's calls like the server: an added policy joins the list and the compliance is what
 * `afterAdd` says (the server checks it; the screen shows what it answers).
 */
export function answerInsuranceCalls(state: {
  policies: InsurancePolicyRow[];
  compliance: InsuranceComplianceView;
  afterAdd?: InsuranceComplianceView;
  addError?: Record<string, string>;
}): InsuranceCalls {
  const calls: InsuranceCalls = { added: [], removed: [] };
  server.use(
    graphql.query('CompanyInsurance', () => HttpResponse.json({ data: { insurancePolicies: state.policies, insuranceCompliance: state.compliance } })),
    graphql.query('InsuranceCertificateFiles', () =>
      HttpResponse.json({
        data: {
          vendorFiles: {
            __typename: 'CompanyFilePage',
            items: [
              { __typename: 'CompanyFile', fileId: COI_FILE_ID, fileName: 'coi-2026.pdf' },
              { __typename: 'CompanyFile', fileId: AUTO_FILE_ID, fileName: 'auto-coi.pdf' },
            ],
          },
        },
      }),
    ),
    graphql.mutation('AddInsurancePolicy', ({ variables }) => {
      if (state.addError) return HttpResponse.json({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: state.addError } }] });
      calls.added.push(variables.policy as Record<string, unknown>);
      const p = variables.policy as { coverage: string; policyNumber: string };
      state.policies = [
        ...state.policies,
        insurancePolicy({ id: `pol-${state.policies.length + 1}`, coverage: p.coverage as InsurancePolicyRow['coverage'], policyNumber: p.policyNumber, limits: [] }),
      ];
      if (state.afterAdd) state.compliance = state.afterAdd;
      return HttpResponse.json({ data: { addInsurancePolicy: { __typename: 'InsurancePolicy', id: 'pol-new' } } });
    }),
    graphql.mutation('RemoveInsurancePolicy', ({ variables }) => {
      calls.removed.push(String(variables.policyId));
      state.policies = state.policies.filter((p) => p.id !== variables.policyId);
      return HttpResponse.json({ data: { removeInsurancePolicy: { __typename: 'InsurancePolicy', id: variables.policyId } } });
    }),
  );
  return calls;
}

/** A requirement row as the API answers it (minimums in exact dollars, with their words). */
export function requirementRow(
  coverage: string,
  minimums: Record<string, string>,
  flags: Partial<Record<'statutory' | 'additionalInsured' | 'waiverOfSubrogation', boolean>> = {},
) {
  return {
    __typename: 'InsuranceRequirement' as const,
    coverage,
    minimums: Object.entries(minimums).map(([key, amount]) => ({ __typename: 'InsuranceLimit' as const, key, label: key, amount })),
    statutory: flags.statutory ?? false,
    additionalInsured: flags.additionalInsured ?? false,
    waiverOfSubrogation: flags.waiverOfSubrogation ?? false,
  };
}

/** Answers the requirement profile's read and save like the server; records each save's requirements. */
export function answerRequirementCalls(state: {
  requirements: ReturnType<typeof requirementRow>[];
  saveError?: Record<string, string>;
  /** A project's own requirements by project id (the project options list them). */
  projects?: Record<string, ReturnType<typeof requirementRow>[]>;
}) {
  const saved: unknown[] = [];
  const projects = state.projects ?? {};
  server.use(
    graphql.query('InsuranceProjectOptions', () =>
      HttpResponse.json({
        data: {
          projects: {
            __typename: 'ProjectPage',
            items: Object.keys(projects).map((projectId, i) => ({ __typename: 'Project', projectId, projectNumber: `P-${i + 1}`, projectName: `Tower ${i + 1}` })),
          },
        },
      }),
    ),
    graphql.query('ProjectInsuranceRequirements', ({ variables }) =>
      HttpResponse.json({ data: { projectInsuranceRequirements: projects[String(variables.projectId)] ?? [] } }),
    ),
    graphql.mutation('SaveProjectInsuranceRequirements', ({ variables }) => {
      const reqs = variables.requirements as {
        coverage: string;
        minimums: { key: string; amount: string }[];
        statutory?: boolean;
        additionalInsured?: boolean;
        waiverOfSubrogation?: boolean;
      }[];
      saved.push({ projectId: variables.projectId, requirements: reqs });
      projects[String(variables.projectId)] = reqs.map((r) =>
        requirementRow(r.coverage, Object.fromEntries(r.minimums.map((m) => [m.key, m.amount.replace(/,/g, '')])), r),
      );
      return HttpResponse.json({ data: { saveProjectInsuranceRequirements: projects[String(variables.projectId)] } });
    }),
    graphql.query('InsuranceRequirements', () => HttpResponse.json({ data: { insuranceRequirements: state.requirements } })),
    graphql.mutation('SaveInsuranceRequirements', ({ variables }) => {
      if (state.saveError) return HttpResponse.json({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: state.saveError } }] });
      const reqs = variables.requirements as {
        coverage: string;
        minimums: { key: string; amount: string }[];
        statutory: boolean;
        additionalInsured: boolean;
        waiverOfSubrogation: boolean;
      }[];
      saved.push(reqs);
      state.requirements = reqs.map((r) => requirementRow(r.coverage, Object.fromEntries(r.minimums.map((m) => [m.key, m.amount.replace(/,/g, '')])), r));
      return HttpResponse.json({ data: { saveInsuranceRequirements: state.requirements } });
    }),
  );
  return saved;
}

/** One row of the insurance list. */
export function insuranceListRow(vendorId: string, status: 'COMPLIANT' | 'GAPS' | 'LAPSED', gaps: string[] = [], nextExpiry: string | null = null) {
  return { __typename: 'InsuranceListRow' as const, vendorId, companyName: `Company ${vendorId}`, prequalStatus: 'FINAL_APPROVED', status, gaps, nextExpiry };
}

/** Answers the insurance list by its status filter, and the dashboard card's counts from the same rows. */
export function answerInsuranceList(rows: ReturnType<typeof insuranceListRow>[]) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.query('InsuranceList', ({ variables }) => {
      const options = (variables.options ?? {}) as Record<string, unknown>;
      asked.push(options);
      const items = rows.filter((r) => r.status === options.status);
      return HttpResponse.json({ data: { insuranceList: { __typename: 'InsuranceListPage', totalCount: items.length, items } } });
    }),
    graphql.query('InsuranceGapCounts', () =>
      HttpResponse.json({
        data: {
          gaps: { __typename: 'InsuranceListPage', totalCount: rows.filter((r) => r.status === 'GAPS').length },
          lapsed: { __typename: 'InsuranceListPage', totalCount: rows.filter((r) => r.status === 'LAPSED').length },
        },
      }),
    ),
  );
  return asked;
}

/** A company's compliance as the review panel and the lapse banner read it. */
export function answerComplianceOf(view: InsuranceComplianceView) {
  server.use(graphql.query('InsuranceComplianceOf', () => HttpResponse.json({ data: { insuranceCompliance: view } })));
}
