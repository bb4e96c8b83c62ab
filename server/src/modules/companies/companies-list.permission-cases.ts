import type { PermissionCase } from '../../../test/permissions.js';
import { createRegistration } from '../../../test/fixtures/onboarding-fixtures.js';

// With the score and insurance columns and the insurance filter: a vendor reaches neither another company's score nor its insurance.
const COMPANIES = 'query($m:String){ companies(options:{mode:$m, limit:5, insurance:GAPS}){ totalCount items { vendorId companyName prequalScore insurance } } }';
const DELETE = 'mutation($id:ID!){ deleteCompany(vendorId:$id){ success vendorId } }';

/**
 * The Companies list and delete. Vendors are refused both outright (every vendor principal is checked by the
 * suite), so no company's data is reachable by another's. Each delete deletes a company made for it.
 */
export const companiesListPermissionCases: PermissionCase[] = [
  { kind: 'graphql', name: 'companies', send: (p, token) => p.gql(COMPANIES, { m: null }, token) },
  // The registration lists' case sends ?status=; this one the Companies list and the approved-companies lookup.
  {
    kind: 'rest',
    name: 'GET /vendors',
    operation: 'companies',
    send: (p, token) => p.rest('GET', '/vendors?mode=approved&limit=99999&exclude=projects,prequalforms', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /vendors/export.csv',
    operation: 'exportCompanies',
    send: (p, token) => p.rest('GET', '/vendors/export.csv?trade=26%2000%2000&insurance=none&minScore=50', { token }),
  },
  {
    kind: 'graphql',
    name: 'deleteCompany',
    send: async (p, token) => p.gql(DELETE, { id: (await createRegistration(p, { status: 'APPROVED' })).id }, token),
  },
  {
    kind: 'rest',
    name: 'DELETE /vendors/:id',
    send: async (p, token) => p.rest('DELETE', `/vendors/${(await createRegistration(p, { status: 'APPROVED' })).id}`, { token }),
  },
];
