import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionLabel, auditEntityTypeLabel } from '@portal/common/audit/catalogue';
import { listQuerySchema } from '@portal/common/validation/auth';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { AUDIT_LIST, type AuditListQuery, type AuditListRow } from './audit-list.js';

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

/** A blank query parameter is no filter. */
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);
const keys = (o: object) => Object.keys(o) as [string, ...string[]];
const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: AUDIT_LIST_MESSAGES.day(name) })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
      error: AUDIT_LIST_MESSAGES.day(name),
    });

/** The activity log's query: paging, the filters and the sort (the page, the GraphQL query and the CSV read it alike). */
export const auditListSchema = listQuerySchema
  .extend({
    entityType: z.preprocess(blankIsNull, z.enum(keys(AUDIT_ENTITY_TYPES), { error: AUDIT_LIST_MESSAGES.entityType }).nullish()),
    action: z.preprocess(blankIsNull, z.enum(keys(AUDIT_ACTIONS), { error: AUDIT_LIST_MESSAGES.action }).nullish()),
    performedById: z.preprocess(blankIsNull, z.guid({ error: AUDIT_LIST_MESSAGES.performedById }).nullish()),
    vendorId: z.preprocess(blankIsNull, z.guid({ error: AUDIT_LIST_MESSAGES.vendorId }).nullish()),
    from: z.preprocess(blankIsNull, day('from').nullish()),
    to: z.preprocess(blankIsNull, day('to').nullish()),
    sortField: z.preprocess(blankIsNull, z.enum(['performedAt'], { error: AUDIT_LIST_MESSAGES.sortField }).nullish()),
    sortOrder: z.preprocess(
      (v) => (typeof v === 'string' ? blankIsNull(v.toUpperCase()) : v),
      z.enum(['ASC', 'DESC'], { error: AUDIT_LIST_MESSAGES.sortOrder }).nullish(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: AUDIT_LIST_MESSAGES.range, path: ['to'] });

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

/**
 * The activity log (Activity Logs screen, a company's Activity tab, their CSV export): read by the internal roles
 * only (audit.read), paged, filtered and ordered in PostgreSQL through the one list builder (audit-list.ts).
 */
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  async list(q: AuditListQuery): Promise<{ logs: AuditLogView[]; total: number }> {
    const { rows, totalCount } = await listPage<AuditListQuery, AuditListRow>(this.em, AUDIT_LIST, q);
    return { logs: rows.map(toAuditLogView), total: totalCount };
  }

  /** The same list, whole, for the CSV export (the same query as a page; paging ignored by the export). */
  exportList(query: AuditListQuery): { spec: ListSpec<AuditListQuery>; query: AuditListQuery } {
    return { spec: AUDIT_LIST, query };
  }
}
