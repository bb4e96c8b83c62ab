import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { listInputSchema, type ListPageResult } from '../../operations/list-binding.js';
import { AUDIT_LIST, AUDIT_LIST_MESSAGES, toAuditLogView, type AuditListQuery, type AuditListRow, type AuditLogView } from './audit-list.js';

export { AUDIT_LIST_MESSAGES, auditChanges, auditValueText, toAuditLogView, type AuditChangeView, type AuditLogView } from './audit-list.js';

/** The activity log's query: paging, the filters and the sort (the page, the GraphQL query and the CSV read it alike). */
export const auditListSchema = listInputSchema(AUDIT_LIST, {
  check: { test: (q) => !q.from || !q.to || q.from <= q.to, error: AUDIT_LIST_MESSAGES.range, path: ['to'] },
});
export type AuditListInput = z.output<typeof auditListSchema>;

/**
 * The activity log (Activity Logs screen, a company's Activity tab, their CSV export): read by the internal roles
 * only (audit.read), paged, filtered and ordered in PostgreSQL through the one list builder (audit-list.ts).
 */
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  async list(q: AuditListQuery): Promise<ListPageResult<AuditLogView>> {
    const { rows, totalCount } = await listPage<AuditListQuery, AuditListRow>(this.em, AUDIT_LIST, q);
    return { items: rows.map(toAuditLogView), totalCount };
  }

  /** The same list, whole, for the CSV export (the same query as a page; paging ignored by the export). */
  exportList(query: AuditListQuery): { spec: ListSpec<AuditListQuery>; query: AuditListQuery } {
    return { spec: AUDIT_LIST, query };
  }
}
