import type { Request } from 'express';
import { ID, Int } from 'type-graphql';
import { absentIfNullEach, textOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import type { CsvColumn } from '../../rest/csv-export.js';
import type { AuditListRow } from './audit-list.js';
import { auditListSchema, toAuditLogView } from './audit-list.service.js';
import { AuditLogPageType } from './audit.types.js';

/** The list's query string: the specification's limit and page, and the filters (docs/api/csv-export.md). */
function listQueryOf(req: Request) {
  const q = req.query;
  return {
    page: textOf(q.page) || undefined,
    limit: textOf(q.limit) || undefined,
    entityType: textOf(q.entityType),
    action: textOf(q.action),
    performedById: textOf(q.performedById),
    vendorId: textOf(q.vendorId),
    from: textOf(q.from),
    to: textOf(q.to),
    sortField: textOf(q.sortField),
    sortOrder: textOf(q.sortOrder),
  };
}

/** The export's columns: what the screen shows, the changes as `field: from -> to` lines. */
const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditListRow>[] = [
  { header: 'Entity Type', value: (r) => toAuditLogView(r).entityTypeLabel },
  { header: 'Entity Id', value: (r) => r.entityId },
  { header: 'Action', value: (r) => toAuditLogView(r).actionLabel },
  { header: 'Performed By', value: (r) => r.performedBy },
  { header: 'Performed At', value: (r) => r.performedAt },
  {
    header: 'Changes',
    value: (r) =>
      toAuditLogView(r)
        .changes.map((c) =>
          c.value !== null || (c.from === null && c.to === null) ? `${c.field}: ${c.value ?? ''}` : `${c.field}: ${c.from ?? '(none)'} -> ${c.to ?? '(none)'}`,
        )
        .join('\n'),
  },
];

const nullable = { nullable: true } as const;

/** The activity log (specification section 7): GET /audit-logs?limit&page answering { logs, total }, and its CSV. */
export const auditOperations = {
  auditLogs: operation({
    access: 'audit.read',
    description:
      'The activity log, newest first (sortOrder ASC for oldest first), paged. Filters: entityType and action (codes of the audit catalogue), ' +
      'performedById (a user), vendorId (the entries about a company), from and to (YYYY-MM-DD, days in the portal time zone, both included).',
    input: absentIfNullEach(auditListSchema),
    run: ({ services, input }) => services.auditLogs.list(input),
    graphql: {
      kind: 'query',
      returns: () => AuditLogPageType,
      args: {
        page: arg(() => Int, nullable),
        limit: arg(() => Int, nullable),
        entityType: arg(() => String, nullable),
        action: arg(() => String, nullable),
        performedById: arg(() => ID, nullable),
        vendorId: arg(() => ID, nullable),
        from: arg(() => String, nullable),
        to: arg(() => String, nullable),
        sortOrder: arg(() => String, { nullable: true, description: 'ASC or DESC (default DESC: newest first).' }),
      },
    },
    rest: { method: 'get', path: '/audit-logs', input: listQueryOf },
  }),

  exportAuditLogs: operation({
    access: 'audit.read',
    description: 'The activity log as CSV, with its current filters and sort: every entry, streamed.',
    input: auditListSchema,
    run: async ({ services, input }) => services.auditLogs.exportList(input),
    rest: { method: 'get', path: '/audit-logs/export.csv', input: listQueryOf, csv: (list) => ({ name: 'activity-logs', ...list, columns: AUDIT_CSV_COLUMNS }) },
  }),
};
