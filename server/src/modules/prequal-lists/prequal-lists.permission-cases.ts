import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

// The lists, the dashboard and the history are the internal roles' (prequal.list): no vendor role reaches
// them, so no company's admin reaches another's through them either.
export const prequalListsPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'prequalList',
    send: (p, token) => p.gql('{ prequalList(options: { status: "COMPLETED", finalApprovalStatus: "all" }){ totalCount items { vendorId } } }', {}, token),
  },
  {
    kind: 'graphql',
    name: 'prequalHistory',
    send: (p, token) => p.gql('query($v:ID!){ prequalHistory(vendorId:$v){ instance } }', { v: demoVendorId(p) }, token),
  },
  {
    kind: 'graphql',
    name: 'dashboard',
    send: (p, token) => p.gql('{ dashboard { inProgress { pending } completed upcoming11thMonthMark } }', {}, token),
  },
  {
    kind: 'rest',
    name: 'GET /vendor/prequal-forms',
    send: (p, token) => p.rest('GET', '/vendor/prequal-forms?status=IN_PROGRESS&page=1&limit=25', { token }),
  },
  {
    // Without a status the call lists every company's cycle: still the internal roles only.
    kind: 'rest',
    name: 'GET /vendor/prequal-forms',
    send: (p, token) => p.rest('GET', '/vendor/prequal-forms?page=1&limit=25', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /vendor/prequal-forms/export.csv',
    send: (p, token) => p.rest('GET', '/vendor/prequal-forms/export.csv?status=COMPLETED&finalApprovalStatus=all', { token }),
  },
  {
    kind: 'rest',
    name: 'GET /vendor/:vendorId/prequal-forms',
    send: (p, token) => p.rest('GET', `/vendor/${demoVendorId(p)}/prequal-forms`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /admin/dashboard',
    send: (p, token) => p.rest('GET', '/admin/dashboard', { token }),
  },
];
