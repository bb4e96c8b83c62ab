import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import type { ListPaging, ListSpec, SqlPart } from '../../db/list-query.js';

/** The Activity Logs list's filters (all optional; each narrows). Dates are calendar days in the portal's time zone. */
export interface AuditListQuery extends ListPaging {
  entityType?: string | null;
  action?: string | null;
  /** The person who acted (a user id). */
  performedById?: string | null;
  /** The company the entries are about (audit_log.vendor_id: the company, or the company its entry names). */
  vendorId?: string | null;
  /** First day included, YYYY-MM-DD. */
  from?: string | null;
  /** Last day included, YYYY-MM-DD. */
  to?: string | null;
}

/** A row as the list's SQL reads it. */
export interface AuditListRow {
  id: string;
  entityType: string;
  entityId: string | null;
  action: string;
  performedById: string | null;
  performedBy: string;
  performedAt: Date;
  changes: Record<string, unknown> | null;
  vendorId: string | null;
}

/** A day's first moment in the display time zone, as a timestamptz (stable, so it is a bound of an index range). */
const dayStart = (offsetDays: number) => `((?::date + ${offsetDays})::timestamp at time zone '${DISPLAY_TIME_ZONE}')`;

/**
 * The activity log, newest first: each filter has its index ending (performed_at nulls first, id)
 * (Migration20270107000000_audit_log_list), so a page, with or without a date range, reads its ids in order from
 * one index; a second filter narrows the rows the first index hands out. The total is counted from the same index.
 */
export const AUDIT_LIST: ListSpec<AuditListQuery> = {
  name: 'audit-logs',
  table: 'audit_log',
  alias: 'a',
  columns: {
    id: 'a.id',
    entityType: 'a.entity_type',
    entityId: 'a.entity_id',
    action: 'a.action',
    performedById: 'a.performed_by_id',
    performedBy: 'a.performed_by',
    performedAt: 'a.performed_at',
    changes: 'a.changes',
    vendorId: 'a.vendor_id',
  },
  dates: ['performedAt'],
  where(q) {
    const parts: SqlPart[] = [];
    if (q.vendorId) parts.push({ sql: 'a.vendor_id = ?', params: [q.vendorId] });
    if (q.performedById) parts.push({ sql: 'a.performed_by_id = ?', params: [q.performedById] });
    if (q.entityType) parts.push({ sql: 'a.entity_type = ?', params: [q.entityType] });
    if (q.action) parts.push({ sql: 'a.action = ?', params: [q.action] });
    if (q.from) parts.push({ sql: `a.performed_at >= ${dayStart(0)}`, params: [q.from] });
    if (q.to) parts.push({ sql: `a.performed_at < ${dayStart(1)}`, params: [q.to] });
    return parts;
  },
  sorts: { performedAt: 'a.performed_at' },
  defaultSort: () => ({ field: 'performedAt', order: 'DESC' }),
  counterKey: () => null,
  indexes: [
    'audit_log_performed_at_idx',
    'audit_log_entity_type_performed_at_idx',
    'audit_log_action_performed_at_idx',
    'audit_log_performed_by_performed_at_idx',
    'audit_log_vendor_performed_at_idx',
  ],
};
