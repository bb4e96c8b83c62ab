import { Router, type Request } from 'express';
import { allow } from '../../rest/allow.js';
import { csvDownload, type CsvColumn } from '../../rest/csv-export.js';
import { route } from '../../rest/http.js';
import type { AuditListRow } from './audit-list.js';
import { toAuditLogView, type AuditListInput } from './audit-list.service.js';

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The list's query string: the specification's limit and page, and the filters (docs/api/csv-export.md). */
function listQueryOf(req: Request): AuditListInput {
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
  } as AuditListInput;
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

/** REST facade of the activity log: GET /audit-logs?limit&page answering { logs, total } (specification section 7), and its CSV. */
export function auditRoutes(): Router {
  const r = Router();
  r.get(
    '/audit-logs/export.csv',
    allow('audit.read'),
    csvDownload(async (ctx, req) => ({
      name: 'activity-logs',
      ...ctx.services.auditLogs.exportList(await ctx.getActor(), listQueryOf(req)),
      columns: AUDIT_CSV_COLUMNS,
    })),
  );
  r.get(
    '/audit-logs',
    allow('audit.read'),
    route(async (ctx, req) => ctx.services.auditLogs.list(await ctx.getActor(), listQueryOf(req))),
  );
  return r;
}
