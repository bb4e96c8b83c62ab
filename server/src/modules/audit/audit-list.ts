import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionLabel, auditEntityTypeLabel } from '@portal/common/audit/catalogue';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { listFilter, type CsvColumn, type FilterValues, type ListPaging, type ListSpec } from '../../db/list-query.js';
import { blankAsNull } from '../../operations/input.js';

export const AUDIT_LIST_MESSAGES = {
  entityType: `entityType must be one of ${Object.keys(AUDIT_ENTITY_TYPES).join(', ')}`,
  action: 'action must be an action of the activity log',
  performedById: 'performedById must be a user id',
  vendorId: 'vendorId must be a company id',
  day: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  range: 'The From date must be on or before the To date.',
  sortField: 'sortField must be performedAt',
  sortOrder: 'sortOrder must be ASC or DESC',
} as const;

const keys = (o: object) => Object.keys(o) as [string, ...string[]];
const day = (name: string) =>
  z.preprocess(
    blankAsNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: AUDIT_LIST_MESSAGES.day(name) })
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
        error: AUDIT_LIST_MESSAGES.day(name),
      })
      .nullish(),
  );
const id = (error: string) => z.preprocess(blankAsNull, z.guid({ error }).nullish());

/** A day's first moment in the display time zone, as a timestamptz (stable, so it is a bound of an index range). */
const dayStart = (offsetDays: number) => `((?::date + ${offsetDays})::timestamp at time zone '${DISPLAY_TIME_ZONE}')`;

/** The Activity Logs list's filters (all optional; each narrows). Dates are calendar days in the portal's time zone. */
const AUDIT_FILTERS = {
  entityType: listFilter(z.preprocess(blankAsNull, z.enum(keys(AUDIT_ENTITY_TYPES), { error: AUDIT_LIST_MESSAGES.entityType }).nullish()), (v) => ({
    sql: 'a.entity_type = ?',
    params: [v],
  })),
  action: listFilter(z.preprocess(blankAsNull, z.enum(keys(AUDIT_ACTIONS), { error: AUDIT_LIST_MESSAGES.action }).nullish()), (v) => ({
    sql: 'a.action = ?',
    params: [v],
  })),
  /** The person who acted (a user id). */
  performedById: listFilter(id(AUDIT_LIST_MESSAGES.performedById), (v) => ({ sql: 'a.performed_by_id = ?', params: [v] }), { graphql: () => ID }),
  /** The company the entries are about (audit_log.vendor_id: the company, or the company its entry names). */
  vendorId: listFilter(id(AUDIT_LIST_MESSAGES.vendorId), (v) => ({ sql: 'a.vendor_id = ?', params: [v] }), { graphql: () => ID }),
  /** First day included, YYYY-MM-DD. */
  from: listFilter(day('from'), (v) => ({ sql: `a.performed_at >= ${dayStart(0)}`, params: [v] })),
  /** Last day included, YYYY-MM-DD. */
  to: listFilter(day('to'), (v) => ({ sql: `a.performed_at < ${dayStart(1)}`, params: [v] })),
};

export type AuditListQuery = ListPaging & FilterValues<typeof AUDIT_FILTERS>;
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

/** One changed field, readable: `field: from -> to`, or `field: value` for an entry that records a value. */
export interface AuditChangeView {
  field: string;
  from: string | null;
  to: string | null;
  /** The recorded value when the entry is not a before/after pair (a file name, an e-mail, 'changed' for a secret). */
  value: string | null;
}

/** A row of the Activity Logs list: the specification's logId, entityType, action, performedBy, performedAt, with labels and changes. */
export interface AuditLogView {
  logId: string;
  entityType: string;
  entityTypeLabel: string;
  entityId: string | null;
  action: string;
  actionLabel: string;
  performedById: string | null;
  performedBy: string;
  performedAt: Date;
  vendorId: string | null;
  changes: AuditChangeView[];
}

/** A value as text: lists joined, records as JSON, nothing as null. */
export function auditValueText(v: unknown): string | null {
  if (v == null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v) && v.every((x) => x == null || typeof x !== 'object')) return v.map((x) => (x == null ? '' : String(x))).join(', ');
  return JSON.stringify(v);
}

const isPair = (v: unknown): v is { from: unknown; to: unknown } =>
  v != null && typeof v === 'object' && !Array.isArray(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2;

/** The row's JSON `changes` as a list of fields (diff() writes { field: { from, to } }; other entries record values). */
export function auditChanges(changes: Record<string, unknown> | null): AuditChangeView[] {
  return Object.entries(changes ?? {}).map(([field, v]) =>
    isPair(v) ? { field, from: auditValueText(v.from), to: auditValueText(v.to), value: null } : { field, from: null, to: null, value: auditValueText(v) },
  );
}

export function toAuditLogView(row: AuditListRow): AuditLogView {
  return {
    logId: row.id,
    entityType: row.entityType,
    entityTypeLabel: auditEntityTypeLabel(row.entityType),
    entityId: row.entityId,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    performedById: row.performedById,
    performedBy: row.performedBy,
    performedAt: row.performedAt,
    vendorId: row.vendorId,
    changes: auditChanges(row.changes),
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

/**
 * The activity log, newest first: each filter has its index ending (performed_at nulls first, id)
 * (Migration20270107000000_audit_log_list), so a page, with or without a date range, reads its ids in order from
 * one index; a second filter narrows the rows the first index hands out. The total is counted from the same index.
 */
export const AUDIT_LIST = {
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
  filters: AUDIT_FILTERS,
  csv: { name: () => 'activity-logs', columns: () => AUDIT_CSV_COLUMNS },
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
} satisfies ListSpec<AuditListQuery, AuditListRow>;
