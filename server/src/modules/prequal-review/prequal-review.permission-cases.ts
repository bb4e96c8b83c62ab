import type { DepartmentStatus, PrequalStatus } from '@portal/common/domain/statuses';
import type { TestPortal } from '../../../test/harness.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { changingCase, type PermissionCase } from '../../../test/permissions.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

/** The demo company's fresh cycle, its forms submitted, the company and cycle at `status` (decisions as given). */
async function prequalAt(p: TestPortal, status: PrequalStatus, decided: Partial<Record<'FINANCIAL' | 'LEGAL', DepartmentStatus>> = {}): Promise<string> {
  const vendorId = demoVendorId(p);
  const { forms } = await begunPrequal(p, vendorId);
  const em = p.em();
  await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: status });
  await em.nativeUpdate(Prequalification, { vendor: vendorId }, { status, submittedAt: new Date() });
  await em.nativeUpdate(PrequalForm, { id: { $in: forms.map((f) => f.id) } }, { status: 'SUBMIT' });
  for (const form of forms) {
    const decision = decided[form.category as 'FINANCIAL' | 'LEGAL'];
    if (decision) await em.nativeUpdate(PrequalForm, { id: form.id }, { departmentStatus: decision, decidedAt: new Date() });
  }
  return vendorId;
}

/** The department review's Save of the legal form (answers complete, the department still pending), as GraphQL and REST send it. */
async function departmentSave(p: TestPortal) {
  const vendorId = await prequalAt(p, 'DEPARTMENT_REVIEW_PENDING');
  const legal = (await p.em().find(PrequalForm, { prequalification: { vendor: vendorId } }, { populate: ['prequalification'] })).find((f) => f.category === 'LEGAL')!;
  return { vendorId, instance: legal.prequalification.cycle, version: legal.version, answers: { litigation: 'no', w9Confirmed: true } };
}

const DEPARTMENT_SAVE = 'mutation($v:ID!,$i:String!,$f:PrequalFormAnswersInput!){ saveDepartmentForm(vendorId:$v,instance:$i,form:$f){ id version } }';

const ADMIN_REVIEW = 'mutation($v:ID!){ adminReview(vendorId:$v, approve:true){ prequalStatus } }';
const DECIDE = 'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }';
const FINAL = 'mutation($v:ID!){ finalDecision(vendorId:$v, status:FINAL_APPROVED){ prequalStatus expiresAt } }';
const LIMITS = 'mutation($v:ID!){ setFinancialLimits(vendorId:$v, singleLimit:"100", bondingLimit:"200", aggregateLimit:"300"){ prequalStatus } }';
const PLANS = 'mutation($v:ID!,$p:JSON!){ setMitigationPlans(vendorId:$v, plans:$p){ prequalStatus } }';

// Each case's request decides or saves: its cycle is set up again after a request that was not refused (changingCase).
export const reviewPermissionCases: PermissionCase[] = [
  changingCase({
    kind: 'graphql',
    name: 'adminReview',
    shared: (p) => prequalAt(p, 'ADMIN_REVIEW_PENDING'),
    send: (p, token, _who, v) => p.gql(ADMIN_REVIEW, { v }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'departmentDecision',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) => p.gql(DECIDE, { v, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'saveDepartmentForm',
    shared: departmentSave,
    send: (p, token, _who, { vendorId, instance, version, answers }) =>
      p.gql(DEPARTMENT_SAVE, { v: vendorId, i: instance, f: { category: 'LEGAL', version, answers } }, token),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId',
    operation: 'saveDepartmentForm',
    shared: departmentSave,
    send: (p, token, _who, { vendorId, instance, version }) => {
      const formFields = [
        { slug: 'litigation', type: 'radio', props: {}, userInput: 'no' },
        { slug: 'w9Confirmed', type: 'checkbox', props: {}, userInput: true },
      ];
      const body = { status: 'SUBMIT', instance, version, formTemplate: { category: 'LEGAL' }, formFields };
      return p.rest('PATCH', `/vendor/prequal/${vendorId}?source=departmentReview`, { token, body });
    },
  }),
  changingCase({
    kind: 'graphql',
    name: 'finalDecision',
    shared: (p) => prequalAt(p, 'FINAL_REVIEW_PENDING'),
    send: (p, token, _who, v) => p.gql(FINAL, { v }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'setFinancialLimits',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) => p.gql(LIMITS, { v }, token),
  }),
  changingCase({
    kind: 'graphql',
    name: 'setMitigationPlans',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) => p.gql(PLANS, { v, p: { SAFETY: 'Weekly audits' } }, token),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/prequal-status',
    operation: 'overallStatus',
    shared: (p) => prequalAt(p, 'ADMIN_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PATCH', `/vendor/prequal/${v}/prequal-status?mode=all`, {
        token,
        body: { status: 'DEPARTMENT_REVIEW_PENDING' },
      }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/prequal-status',
    operation: 'departmentDecision',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PATCH', `/vendor/prequal/${v}/prequal-status`, {
        token,
        body: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' },
      }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PUT /vendor/prequal/:vendorId/prequal-status',
    operation: 'departmentDecision',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PUT', `/vendor/prequal/${v}/prequal-status`, {
        token,
        body: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' },
      }),
  }),
  changingCase({
    // The same route with ?mode=all is the overall status: the admins only.
    kind: 'rest',
    name: 'PUT /vendor/prequal/:vendorId/prequal-status',
    operation: 'overallStatus',
    shared: (p) => prequalAt(p, 'FINAL_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PUT', `/vendor/prequal/${v}/prequal-status?mode=all`, {
        token,
        body: { status: 'FINAL_APPROVED' },
      }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/department-statuses',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PATCH', `/vendor/prequal/${v}/department-statuses`, {
        token,
        body: { statuses: { LEGAL: 'DEPARTMENT_APPROVED' } },
      }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/financial-limits',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PATCH', `/vendor/prequal/${v}/financial-limits`, {
        token,
        body: { single_limit: '100', bonding_limit: '200', aggregate_limit: '300' },
      }),
  }),
  changingCase({
    kind: 'rest',
    name: 'PATCH /vendor/prequal/:vendorId/mitigation-plans',
    shared: (p) => prequalAt(p, 'DEPARTMENT_REVIEW_PENDING'),
    send: (p, token, _who, v) =>
      p.rest('PATCH', `/vendor/prequal/${v}/mitigation-plans`, {
        token,
        body: { mitigationPlans: { FINANCIAL: 'Joint checks', LEGAL: 'Counsel review' } },
      }),
  }),
];
