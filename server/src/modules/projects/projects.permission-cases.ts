import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
/** A project the cases assign (made once, by SQL, the first time a case needs it). */
const PROJECT_ID = '0b7a6c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
/** An opportunity of the CRM simulator's seed (crm-simulator.ts). */
const OPPORTUNITY_ID = '5d2f0c1a-6b7e-4c3d-9e8f-000000000001';

async function project(p: TestPortal): Promise<string> {
  await p
    .em()
    .getConnection()
    .execute(`insert into project (id, opportunity_id, project_name) values (?, ?, 'Permission Case Tower') on conflict do nothing`, [
      PROJECT_ID,
      'permission-case-opportunity',
    ]);
  return PROJECT_ID;
}

// Listing, importing and assigning are the internal roles' (assigning only the two admins'); a company's own
// projects are readable by its users, never another company's.
export const projectsPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'projects',
    send: (p, token) => p.gql('{ projects(options: { limit: 10 }) { totalCount items { projectId } } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /projects',
    send: (p, token) => p.rest('GET', '/projects?page=1&limit=10', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /projects/export.csv',
    send: (p, token) => p.rest('GET', '/projects/export.csv?search=tower&sortField=projectName&sortOrder=ASC', { token }),
  },
  {
    kind: 'graphql',
    name: 'companyProjects',
    send: (p, token) => p.gql('query($v:ID!){ companyProjects(vendorId:$v){ vendorId projects { projectId } } }', { v: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql('query($v:ID!){ companyProjects(vendorId:$v){ vendorId } }', { v: demoVendorId(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:id?dataType=projects',
    operation: 'companyProjects',
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}?dataType=projects`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}?dataType=projects`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/:id/auth?dataType=projects',
    operation: 'companyProjects',
    send: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/auth?dataType=projects`, { token }),
    crossVendor: (p, token) => p.rest('GET', `/vendors/${demoVendorId(p)}/auth?dataType=projects`, { token }),
  },
  {
    kind: 'graphql',
    name: 'crmOpportunities',
    send: (p, token) => p.gql('{ crmOpportunities(options: { limit: 5 }) { totalCount skiptoken items { opportunityId } } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'POST /dynamic365/projects',
    send: (p, token) => p.rest('POST', '/dynamic365/projects?page=1&limit=5', { body: {}, token }),
  },
  {
    kind: 'graphql',
    name: 'importProjects',
    send: (p, token) => p.gql('mutation($o:[ID!]!){ importProjects(opportunityIds:$o){ message } }', { o: [OPPORTUNITY_ID] }, token),
  },
  {
    kind: 'rest',
    name: 'POST /projects',
    send: (p, token) => p.rest('POST', '/projects', { body: { opportunityIds: [OPPORTUNITY_ID] }, token }),
  },
  {
    kind: 'graphql',
    name: 'setCompanyProjects',
    send: async (p, token) =>
      p.gql(
        'mutation($v:ID!,$p:[ID!]!){ setCompanyProjects(vendorId:$v, action: associate, projectIds:$p){ projectId } }',
        { v: demoVendorId(p), p: [await project(p)] },
        token,
      ),
  },
  {
    kind: 'rest',
    name: 'PATCH /vendors/:id/projects',
    send: async (p, token) => p.rest('PATCH', `/vendors/${demoVendorId(p)}/projects?action=associate`, { body: { projectIds: [await project(p)] }, token }),
  },
  {
    kind: 'graphql',
    name: 'setProjectCompanies',
    send: async (p, token) =>
      p.gql(
        'mutation($p:ID!,$v:[ID!]!){ setProjectCompanies(projectId:$p, action: associate, vendorIds:$v){ projectId } }',
        { p: await project(p), v: [demoVendorId(p)] },
        token,
      ),
  },
  {
    kind: 'rest',
    name: 'POST /projects/:id/vendors',
    send: async (p, token) => p.rest('POST', `/projects/${await project(p)}/vendors?action=associate`, { body: { vendorIds: [demoVendorId(p)] }, token }),
  },
];
