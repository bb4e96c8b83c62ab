import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;
const SYNC = 'mutation($v:ID!){ syncCompanyToCrm(vendorId:$v){ vendorId status } }';

export const crmSyncPermissionCases: PermissionCase[] = [
  {
    kind: 'rest',
    name: 'POST /vendor/sync-vendor-to-dynamics/:id',
    send: (p, token) => p.rest('POST', `/vendor/sync-vendor-to-dynamics/${demoVendorId(p)}`, { token }),
    crossVendor: (p, token) => p.rest('POST', `/vendor/sync-vendor-to-dynamics/${demoVendorId(p)}`, { token }),
  },
  {
    kind: 'graphql',
    name: 'syncCompanyToCrm',
    send: (p, token) => p.gql(SYNC, { v: demoVendorId(p) }, token),
    crossVendor: (p, token) => p.gql(SYNC, { v: demoVendorId(p) }, token),
  },
];
