import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

// What changed since last year is the internal roles' (prequal.list): no vendor role reaches it, so no
// company's admin reaches another's through it either.
export const renewalDiffPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'renewalChanges',
    send: (p, token) => p.gql('query($v:ID!){ renewalChanges(vendorId:$v){ previousInstance categories { category changed } } }', { v: demoVendorId(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendor/prequal/:vendorId/renewal-changes',
    send: (p, token) => p.rest('GET', `/vendor/prequal/${demoVendorId(p)}/renewal-changes`, { token }),
  },
];
