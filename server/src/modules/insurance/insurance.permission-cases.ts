import type { HttpAnswer, TestPortal } from '../../../test/harness.js';
import { policyInput, storedPolicy } from '../../../test/fixtures/insurance-fixtures.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demo = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
const POLICY_FIELDS = 'id coverage carrier limits { key amount } certificateFileId';
const REQUIREMENTS = [{ coverage: 'AUTO', minimums: [{ key: 'combinedSingleLimit', amount: '1000000' }], additionalInsured: true }];

/** Another company's admin reaching for the demo company's policy (a fresh one of the demo company). */
const otherReaches = (send: (p: TestPortal, token: string, policyId: string) => Promise<HttpAnswer>) => async (p: TestPortal, other: string) =>
  send(p, other, await storedPolicy(p, demo(p)));

// The demo company is NOT_STARTED in the permission suite's database (its forms are still its own to change), so its
// admin reaches its policies' edits as the table's access says.
export const insurancePermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'insurancePolicies',
    send: (p, token) => p.gql(`query($v:ID!){ insurancePolicies(vendorId:$v){ ${POLICY_FIELDS} } }`, { v: demo(p) }, token),
    crossVendor: (p, other) => p.gql(`query($v:ID!){ insurancePolicies(vendorId:$v){ id } }`, { v: demo(p) }, other),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:vendorId/insurance/policies',
    send: (p, token) => p.rest('GET', `/vendors/${demo(p)}/insurance/policies`, { token }),
    crossVendor: (p, other) => p.rest('GET', `/vendors/${demo(p)}/insurance/policies`, { token: other }),
  },
  {
    kind: 'graphql',
    name: 'insuranceCompliance',
    send: (p, token) => p.gql('query($v:ID!){ insuranceCompliance(vendorId:$v){ status label gaps nextExpiry } }', { v: demo(p) }, token),
    crossVendor: (p, other) => p.gql('query($v:ID!){ insuranceCompliance(vendorId:$v){ status } }', { v: demo(p) }, other),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:vendorId/insurance/compliance',
    send: (p, token) => p.rest('GET', `/vendors/${demo(p)}/insurance/compliance`, { token }),
    crossVendor: (p, other) => p.rest('GET', `/vendors/${demo(p)}/insurance/compliance`, { token: other }),
  },
  {
    kind: 'graphql',
    name: 'addInsurancePolicy',
    send: async (p, token) =>
      p.gql(
        `mutation($v:ID!,$policy:InsurancePolicyInput!){ addInsurancePolicy(vendorId:$v, policy:$policy){ ${POLICY_FIELDS} } }`,
        { v: demo(p), policy: await policyInput(p) },
        token,
      ),
    crossVendor: async (p, other) =>
      p.gql(
        'mutation($v:ID!,$policy:InsurancePolicyInput!){ addInsurancePolicy(vendorId:$v, policy:$policy){ id } }',
        { v: demo(p), policy: await policyInput(p) },
        other,
      ),
  },
  {
    kind: 'rest',
    name: 'POST /vendors/:vendorId/insurance/policies',
    send: async (p, token) => p.rest('POST', `/vendors/${demo(p)}/insurance/policies`, { token, body: await policyInput(p) }),
    crossVendor: async (p, other) => p.rest('POST', `/vendors/${demo(p)}/insurance/policies`, { token: other, body: await policyInput(p) }),
  },
  {
    kind: 'graphql',
    name: 'updateInsurancePolicy',
    send: async (p, token) =>
      p.gql(
        'mutation($id:ID!,$policy:InsurancePolicyInput!){ updateInsurancePolicy(policyId:$id, policy:$policy){ id } }',
        { id: await storedPolicy(p, demo(p)), policy: await policyInput(p) },
        token,
      ),
    crossVendor: otherReaches(async (p, other, id) =>
      p.gql(
        'mutation($id:ID!,$policy:InsurancePolicyInput!){ updateInsurancePolicy(policyId:$id, policy:$policy){ id } }',
        { id, policy: await policyInput(p) },
        other,
      ),
    ),
  },
  {
    kind: 'rest',
    name: 'PUT /insurance/policies/:policyId',
    send: async (p, token) => p.rest('PUT', `/insurance/policies/${await storedPolicy(p, demo(p))}`, { token, body: await policyInput(p) }),
    crossVendor: otherReaches(async (p, other, id) => p.rest('PUT', `/insurance/policies/${id}`, { token: other, body: await policyInput(p) })),
  },
  {
    kind: 'graphql',
    name: 'removeInsurancePolicy',
    send: async (p, token) => p.gql('mutation($id:ID!){ removeInsurancePolicy(policyId:$id){ id } }', { id: await storedPolicy(p, demo(p)) }, token),
    crossVendor: otherReaches((p, other, id) => p.gql('mutation($id:ID!){ removeInsurancePolicy(policyId:$id){ id } }', { id }, other)),
  },
  {
    kind: 'rest',
    name: 'DELETE /insurance/policies/:policyId',
    send: async (p, token) => p.rest('DELETE', `/insurance/policies/${await storedPolicy(p, demo(p))}`, { token }),
    crossVendor: otherReaches((p, other, id) => p.rest('DELETE', `/insurance/policies/${id}`, { token: other })),
  },
  {
    kind: 'graphql',
    name: 'insuranceRequirements',
    send: (p, token) => p.gql('{ insuranceRequirements { coverage minimums { key amount } additionalInsured } }', {}, token),
    ownDataOnly: 'The requirement profile is the builder’s, the same for every company: no company’s data.',
  },
  {
    kind: 'rest',
    name: 'GET /insurance/requirements',
    send: (p, token) => p.rest('GET', '/insurance/requirements', { token }),
    ownDataOnly: 'The requirement profile is the builder’s, the same for every company: no company’s data.',
  },
  {
    kind: 'graphql',
    name: 'saveInsuranceRequirements',
    send: (p, token) => p.gql('mutation($r:[InsuranceRequirementInput!]!){ saveInsuranceRequirements(requirements:$r){ coverage } }', { r: REQUIREMENTS }, token),
  },
  {
    kind: 'rest',
    name: 'PUT /admin/insurance-requirements',
    send: (p, token) => p.rest('PUT', '/admin/insurance-requirements', { token, body: { requirements: REQUIREMENTS } }),
  },
];

/** A project of the insurance cases (made once, by SQL, the first time a case needs it). */
const PROJECT_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
async function project(p: TestPortal): Promise<string> {
  await p
    .em()
    .getConnection()
    .execute(`insert into project (id, opportunity_id, project_name) values (?, ?, 'Insurance Case Tower') on conflict do nothing`, [
      PROJECT_ID,
      'insurance-permission-case',
    ]);
  return PROJECT_ID;
}

// A project's own requirements: read by staff (insurance.list), saved by the system admin (insurance.requirements); no
// vendor role holds either, so no company's admin reaches them.
export const insuranceProjectPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'projectInsuranceRequirements',
    send: async (p, token) => p.gql('query($p:ID!){ projectInsuranceRequirements(projectId:$p){ coverage minimums { key amount } } }', { p: await project(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /projects/:projectId/insurance-requirements',
    send: async (p, token) => p.rest('GET', `/projects/${await project(p)}/insurance-requirements`, { token }),
  },
  {
    kind: 'graphql',
    name: 'saveProjectInsuranceRequirements',
    send: async (p, token) =>
      p.gql(
        'mutation($p:ID!,$r:[InsuranceRequirementInput!]!){ saveProjectInsuranceRequirements(projectId:$p, requirements:$r){ coverage } }',
        { p: await project(p), r: REQUIREMENTS },
        token,
      ),
  },
  {
    kind: 'rest',
    name: 'PUT /admin/projects/:projectId/insurance-requirements',
    send: async (p, token) => p.rest('PUT', `/admin/projects/${await project(p)}/insurance-requirements`, { token, body: { requirements: REQUIREMENTS } }),
  },
];

// The insurance list is staff's only (no vendor role holds insurance.list): no company's admin reaches another's through it.
export const insuranceListPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'insuranceList',
    send: (p, token) =>
      p.gql(
        'query($o:InsuranceComplianceListOptions){ insuranceList(options:$o){ totalCount items { vendorId companyName status gaps nextExpiry } } }',
        { o: { status: 'GAPS' } },
        token,
      ),
  },
  {
    kind: 'rest',
    name: 'GET /insurance/compliance',
    send: (p, token) => p.rest('GET', '/insurance/compliance?status=lapsed', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /insurance/compliance/export.csv',
    send: (p, token) => p.rest('GET', '/insurance/compliance/export.csv', { token }),
  },
];
