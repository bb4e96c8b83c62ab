import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
const GENERAL_INFO = 'mutation($id:ID!,$i:RegistrationInput!){ updateGeneralInfo(vendorId:$id,input:$i){ vendorId } }';

export const generalInfoPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'updateGeneralInfo',
    send: (p, token) => p.gql(GENERAL_INFO, { id: demoVendorId(p), i: { noOfEmployees: '42' } }, token),
    crossVendor: (p, token) => p.gql(GENERAL_INFO, { id: demoVendorId(p), i: { noOfEmployees: '1' } }, token),
  },
  {
    kind: 'rest',
    name: 'PATCH /vendors/:vendorId',
    send: (p, token) => p.rest('PATCH', `/vendors/${demoVendorId(p)}`, { body: { source: 'generalInfo', noOfEmployees: '42' }, token }),
    crossVendor: (p, token) => p.rest('PATCH', `/vendors/${demoVendorId(p)}`, { body: { source: 'generalInfo', noOfEmployees: '1' }, token }),
  },
];
