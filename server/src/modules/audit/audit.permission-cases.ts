import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

const demoVendorId = (p: TestPortal) => p.users.VENDOR_ADMIN.vendor!.id;

// The activity log is the internal roles' (audit.read): no vendor role reads it, not even about its own company,
// so another company's admin reaching for the demo company's entries is refused like any vendor.
export const auditPermissionCases: PermissionCase[] = [
  {
    kind: 'graphql',
    name: 'auditLogs',
    send: (p, token) => p.gql('{ auditLogs(options: { page: 1, limit: 10 }){ totalCount items { logId actionLabel } } }', {}, token),
    crossVendor: (p, token) => p.gql('query($v:ID){ auditLogs(options: { vendorId: $v }){ totalCount } }', { v: demoVendorId(p) }, token),
  },
  {
    kind: 'rest',
    name: 'GET /audit-logs',
    send: (p, token) => p.rest('GET', '/audit-logs?limit=10&page=1', { token }),
    crossVendor: (p, token) => p.rest('GET', `/audit-logs?vendorId=${demoVendorId(p)}`, { token }),
  },
  {
    kind: 'rest',
    name: 'GET /audit-logs/export.csv',
    send: (p, token) => p.rest('GET', '/audit-logs/export.csv?entityType=User', { token }),
    crossVendor: (p, token) => p.rest('GET', `/audit-logs/export.csv?vendorId=${demoVendorId(p)}`, { token }),
  },
];
