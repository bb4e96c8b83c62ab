import { listCsvBinding, listQueryBinding, listRestBinding, type ListPageResult } from '../../operations/list-binding.js';
import { operation } from '../../operations/operation.js';
import { AUDIT_LIST, type AuditLogView } from './audit-list.js';
import { auditListSchema } from './audit-list.service.js';
import { AuditLogPageType, AuditLogsListOptions } from './audit.types.js';

/** The activity log (specification section 7): GET /audit-logs?limit&page answering { logs, total }, and its CSV. */
export const auditOperations = {
  auditLogs: operation({
    access: 'audit.read',
    description:
      'The activity log, newest first (sortOrder ASC for oldest first), paged. Filters: entityType and action (codes of the audit catalogue), ' +
      'performedById (a user), vendorId (the entries about a company), from and to (YYYY-MM-DD, days in the portal time zone, both included).',
    input: auditListSchema,
    run: ({ services, input }) => services.auditLogs.list(input),
    graphql: listQueryBinding(AuditLogsListOptions, AuditLogPageType),
    // The specification's answer: logs, total.
    rest: listRestBinding(AUDIT_LIST, '/audit-logs', ({ items, totalCount }: ListPageResult<AuditLogView>) => ({ logs: items, total: totalCount })),
  }),

  exportAuditLogs: operation({
    access: 'audit.read',
    description: 'The activity log as CSV, with its current filters and sort: every entry, streamed.',
    input: auditListSchema,
    run: async ({ services, input }) => services.auditLogs.exportList(input),
    rest: listCsvBinding(AUDIT_LIST, '/audit-logs/export.csv'),
  }),
};
